// Loaded with every exposed page (see federation.config.js): the remote's own stylesheet. The
// pages register the `admin` texts themselves (i18n/admin-translations.ts).
import './styles.css';
