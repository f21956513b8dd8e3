import { renderStandalone } from '@shop/ui/standalone';
import '@shop/ui/styles.css';
import './federation.setup';
import ConfiguratorPage from './pages/configurator-page';

void renderStandalone([{ path: '*', element: <ConfiguratorPage /> }]);
