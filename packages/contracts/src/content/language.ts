import * as z from 'zod/mini';

/** The languages the shop speaks; German is the default and the fallback for blog posts. */
export const contentLanguages = ['de', 'en', 'pl'] as const;
export const contentLanguageSchema = z.enum(contentLanguages);
export type ContentLanguage = z.infer<typeof contentLanguageSchema>;
export const defaultContentLanguage: ContentLanguage = 'de';
