import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The TrueType fonts documents are set in: DejaVu Sans from the npm package `dejavu-fonts-ttf`,
 * so they travel with the code into every image instead of coming from the machine. DejaVu
 * covers Polish (ą ę ł ś ż ć ń ó ź), German (ä ö ü ß) and the signs a quote needs (€ × –);
 * PDF's standard fonts cover only WinAnsi and garble Polish. pdfkit embeds only the glyphs a
 * document uses (a subset), so a quote stays a few dozen kilobytes.
 */
export const documentFonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
