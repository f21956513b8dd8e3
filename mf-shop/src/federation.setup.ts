// Loaded with every exposed page (see federation.config.js): the remote's own stylesheet and its
// texts, added to the shell's i18next instance, so the remote deploys both together with its code.
import { registerNamespace } from '@shop/ui';
import de from './i18n/de/shop.json' with { type: 'json' };
import en from './i18n/en/shop.json' with { type: 'json' };
import pl from './i18n/pl/shop.json' with { type: 'json' };
import './styles.css';

registerNamespace('shop', { de, en, pl });
