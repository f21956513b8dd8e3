import { createWebConfig } from '@shop/web-build';
import { federation } from './src/federation.config.js';

export default createWebConfig({
  ...federation,
  appDir: import.meta.dirname,
  title: 'Bleche – Rechner (standalone)',
});
