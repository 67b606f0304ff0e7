import type { RouteObject } from 'react-router-dom';
import { lazy } from 'react';
import Layout from '../components/Layout';
import Login from '../pages/Login';

// Login and the frame load with the console; each page loads when first opened (Layout shows a loading line),
// which keeps the first download small.
const Audit = lazy(() => import('../pages/Audit'));
const MailOutbox = lazy(() => import('../pages/MailOutbox'));
const Subscriptions = lazy(() => import('../pages/Subscriptions'));
const Password = lazy(() => import('../pages/Password'));
const Awards = lazy(() => import('../pages/Awards'));
const BoardMembers = lazy(() => import('../pages/BoardMembers'));
const Categories = lazy(() => import('../pages/Categories'));
const Dashboard = lazy(() => import('../pages/Dashboard'));
const EventEdit = lazy(() => import('../pages/EventEdit'));
const EventsList = lazy(() => import('../pages/EventsList'));
const Exports = lazy(() => import('../pages/Exports'));
const Form10be = lazy(() => import('../pages/Form10be'));
const Matrimony = lazy(() => import('../pages/Matrimony'));
const News = lazy(() => import('../pages/News'));
const NotFound = lazy(() => import('../pages/NotFound'));
const OfflineEntry = lazy(() => import('../pages/OfflineEntry'));
const OrderBooks = lazy(() => import('../pages/OrderBooks'));
const Profiles = lazy(() => import('../pages/Profiles'));
const ProfileDetail = lazy(() => import('../pages/ProfileDetail'));
const President = lazy(() => import('../pages/President'));
const RecordDetail = lazy(() => import('../pages/RecordDetail'));
const RecordsPage = lazy(() => import('../pages/RecordsPage'));
const Settings = lazy(() => import('../pages/Settings'));
const ReceiptDetails = lazy(() => import('../pages/ReceiptDetails'));
const Users = lazy(() => import('../pages/Users'));

/** The console lives under /admin; the browser router gets that as its basename, so paths here start at '/'. */
export const ADMIN_BASENAME = '/admin';

export const adminRoutes: RouteObject[] = [
  { path: '/login', element: <Login /> },
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Dashboard /> },
      { path: 'events', element: <EventsList /> },
      { path: 'events/new', element: <EventEdit /> },
      { path: 'events/:id', element: <EventEdit /> },
      { path: 'news', element: <News /> },
      { path: 'categories', element: <Categories /> },
      { path: 'board-members', element: <BoardMembers /> },
      { path: 'president', element: <President /> },
      { path: 'awards', element: <Awards /> },
      { path: 'matrimony', element: <Matrimony /> },
      { path: 'settings', element: <Settings /> },
      { path: 'settings/receipts', element: <ReceiptDetails /> },
      { path: 'enquiries', element: <RecordsPage kind="enquiries" /> },
      { path: 'enquiries/:id', element: <RecordDetail kind="enquiries" /> },
      { path: 'memberships', element: <RecordsPage kind="memberships" /> },
      { path: 'memberships/:id', element: <RecordDetail kind="memberships" /> },
      { path: 'donations', element: <RecordsPage kind="donations" /> },
      { path: 'donations/:id', element: <RecordDetail kind="donations" /> },
      { path: 'subscriptions', element: <Subscriptions /> },
      { path: 'profiles', element: <Profiles /> },
      { path: 'profiles/:key', element: <ProfileDetail /> },
      { path: 'offline', element: <OfflineEntry /> },
      { path: 'orders/:id', element: <OrderBooks /> },
      { path: 'exports', element: <Exports /> },
      { path: 'form-10be', element: <Form10be /> },
      { path: 'audit', element: <Audit /> },
      { path: 'mail', element: <MailOutbox /> },
      { path: 'password', element: <Password /> },
      { path: 'users', element: <Users /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
