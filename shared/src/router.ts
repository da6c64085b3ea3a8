// The router the portal uses, as one shared singleton module. Sharing react-router-dom itself would
// put all of it (data routers, server rendering) in the first load; this module ships only what the
// apps import, and still gives every app the same router context.
export {
  BrowserRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
