// The part of react-router the shop uses, shared as the 'react-router' singleton. A shared module
// cannot be tree-shaken (any consumer may need any export), and the full package (data routers,
// server rendering, RSC) costs ~60 KB gzip on the first load; this subset costs about a third.
// A page needing another router export adds it here; the build warns when an import is missing.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-complete';
