// Loaded with every exposed page (see federation.config.js): the remote's own stylesheet and its
// texts, added to the shell's i18next instance, so the remote deploys both together with its code.
import { registerNamespace } from '@shop/ui';
import de from './i18n/de/configurator.json' with { type: 'json' };
import en from './i18n/en/configurator.json' with { type: 'json' };
import pl from './i18n/pl/configurator.json' with { type: 'json' };
import './styles.css';

registerNamespace('configurator', { de, en, pl });
