import { Outlet } from 'react-router-dom';
// Placeholder: the frame (Header, Footer, scroll to top) replaces this.
export default function Layout() {
  return <Outlet />;
}
