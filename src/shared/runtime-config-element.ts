/**
 * Where the server puts the runtime config in every HTML page. Its own module without zod, so the
 * static pages' chunk can read the page's config without the schema.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const RUNTIME_CONFIG_PLACEHOLDER = '<!--runtime-config-->';
