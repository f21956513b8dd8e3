import * as z from 'zod/mini';
import { withoutDirectionControls } from '../text-checks.js';
import { contentLanguageSchema, type ContentLanguage } from './language.js';

/**
 * Query of the public catalogue and material reads: `lang` is optional and defaults to German;
 * other parameters (a cache buster) are ignored rather than refused.
 */
export const languageQuerySchema = z.object({ lang: z._default(contentLanguageSchema, 'de') });
export type LanguageQuery = z.infer<typeof languageQuerySchema>;

/** A text as stored: German always, English and Polish when translated. */
export interface TranslatedText {
  de: string;
  en?: string | null;
  pl?: string | null;
}

/** The text in `language`; an empty or missing translation falls back to the German. */
export function translatedText(text: TranslatedText, language: ContentLanguage): string {
  if (language === 'de') return text.de;
  const translation = text[language]?.trim();
  return translation ? translation : text.de;
}

/**
 * An optional text field of an admin form: trimmed, without direction overrides or isolates;
 * blank counts as absent.
 */
export const optionalTextField = (maxLength: number) =>
  z.optional(
    z.pipe(
      z
        .string({ error: 'Must be text' })
        .check(
          z.trim(),
          z.maxLength(maxLength, `At most ${maxLength} characters`),
          withoutDirectionControls(),
        ),
      z.transform((text: string) => (text === '' ? undefined : text)),
    ),
  );
