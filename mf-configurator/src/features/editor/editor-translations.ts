import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { ensureNamespaceBundles } from '@shop/ui';
import de from '../../i18n/de/editor.json' with { type: 'json' };
import en from '../../i18n/en/editor.json' with { type: 'json' };
import pl from '../../i18n/pl/editor.json' with { type: 'json' };

export const EDITOR_NAMESPACE = 'editor';

const bundles = { de, en, pl } as const;

/** Adds the editor's texts to the shell's i18next instance, once per instance and language. */
export function registerEditorTranslations(i18n: I18n): void {
  ensureNamespaceBundles(i18n, EDITOR_NAMESPACE, bundles);
}

/** `useTranslation('editor')` with the namespace registered before the first render. */
export function useEditorTranslation() {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  registerEditorTranslations(i18n);
  return useTranslation(EDITOR_NAMESPACE);
}
