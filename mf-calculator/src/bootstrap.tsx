import { renderStandalone } from '@shop/ui/standalone';
import '@shop/ui/styles.css';
import './federation.setup';
import HomePage from './pages/home-page';
import LaserCalculatorPage from './pages/laser-calculator-page';

// Standalone development only: in the federated build the shell renders these pages.
void renderStandalone([
  { path: '/', element: <HomePage /> },
  { path: '/laserschnitt-rechner', element: <LaserCalculatorPage /> },
]);
