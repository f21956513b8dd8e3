// The `dxf` package ships no types; the worker only patches its exports object (see dxf-worker.ts).
declare module 'dxf';
