export * from './api/api-request.js';
