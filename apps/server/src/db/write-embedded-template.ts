/**
 * Run by the server's build (build.mjs), bundled beside `main.js`: writes the embedded database's
 * prepared data directory there (`EMBEDDED_TEMPLATE`), which a first start loads instead of
 * running initdb and the migrations.
 */
import { EMBEDDED_TEMPLATE, writeEmbeddedTemplate } from './client.ts';

await writeEmbeddedTemplate(EMBEDDED_TEMPLATE);
