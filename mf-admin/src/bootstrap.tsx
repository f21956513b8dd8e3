import { Navigate } from 'react-router';
import { renderStandalone } from '@shop/ui/standalone';
import '@shop/ui/styles.css';
import './federation.setup';
import AdminLoginPage from './pages/admin-login-page';
import AdminPage from './pages/admin-page';

void renderStandalone([
  { path: '/admin-login', element: <AdminLoginPage /> },
  { path: '/admin/*', element: <AdminPage /> },
  { path: '*', element: <Navigate to="/admin" replace /> },
]);
