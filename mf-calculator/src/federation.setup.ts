// Loaded with every exposed page (see federation.config.js): the remote's own stylesheet. The
// pages register the `calculator` texts themselves (i18n/calculator-translations.ts).
import './styles.css';
