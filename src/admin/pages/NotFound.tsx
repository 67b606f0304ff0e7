import { Link } from 'react-router-dom';
import PageHeader from '../components/PageHeader';
import ui from '../components/ui.module.css';

export default function NotFound() {
  return (
    <>
      <PageHeader title="Page not found" intro="The console has no page at this address." />
      <Link to="/" className={ui.button}>
        Go to the dashboard
      </Link>
    </>
  );
}
