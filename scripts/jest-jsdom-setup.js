// jsdom does not provide the encoding globals that react-router uses; Node's are equivalent.
import { TextDecoder, TextEncoder } from 'node:util';

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
