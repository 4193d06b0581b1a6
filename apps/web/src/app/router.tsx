import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { User } from '@pilewise/contracts';
import { FullScreenLoader } from '../components/full-screen-loader';
import { AppLayout } from './layouts/app-layout';
import { PlatformLayout } from './layouts/platform-layout';
import { PageMeta } from '../components/page-meta';
import { paths } from '../config/paths';
import { useIdleSignOut } from '../features/auth/use-idle-sign-out';
import { ContactModal } from '../features/support/components/contact-modal';
import {
  canManageSections,
  canManageUsers,
  canReview,
  canSeeDashboard,
  canSeeTransactions,
  canStamp,
  isSuperAdmin,
} from '../lib/authorization';
import { selectSignedIn, useSession } from '../stores/session';
import { useUi } from '../stores/ui';

// Every screen is its own chunk (spec §2: screens load lazily).
const Landing = lazy(() => import('./routes/public/landing'));
const Terms = lazy(() => import('./routes/public/terms'));
const Privacy = lazy(() => import('./routes/public/privacy'));
const Docs = lazy(() => import('./routes/public/docs'));
const SignIn = lazy(() => import('./routes/auth/sign-in'));
const SignUp = lazy(() => import('./routes/auth/sign-up'));
const ForgotPassword = lazy(() => import('./routes/auth/forgot-password'));
const Verification = lazy(() => import('./routes/auth/verification'));
const NewPassword = lazy(() => import('./routes/auth/new-password'));
const Success = lazy(() => import('./routes/auth/success'));
const Projects = lazy(() => import('./routes/app/projects'));
const ProjectEditor = lazy(() => import('./routes/app/project-editor'));
const ActivityLog = lazy(() => import('./routes/app/activity-log'));
const AccountSettings = lazy(() => import('./routes/app/account-settings'));
const UserManagement = lazy(() => import('./routes/app/user-management'));
const Sections = lazy(() => import('./routes/app/sections'));
const MyProfile = lazy(() => import('./routes/app/my-profile'));
const Dashboard = lazy(() => import('./routes/app/dashboard'));
const CompareProject = lazy(() => import('./routes/app/compare-project'));
const ProjectOutput = lazy(() => import('./routes/app/project-output'));
const StampCalculator = lazy(() => import('./routes/app/stamp-calculator'));
const ManageSubscription = lazy(() => import('./routes/app/manage-subscription'));
const Transactions = lazy(() => import('./routes/app/transactions'));
const ReviewTable = lazy(() => import('./routes/app/review-table'));
const SuperReviewer = lazy(() => import('./routes/app/super-reviewer'));
const Notifications = lazy(() => import('./routes/app/notifications'));
const PublicBlog = lazy(() => import('./routes/public/blog'));
const Blog = lazy(() => import('./routes/app/blog'));
const SuperAdminConsole = lazy(() => import('./routes/app/super-admin'));

function Guard({ allow, children }: { allow: boolean; children: ReactNode }) {
  return allow ? children : <Navigate to={paths.projects} replace />;
}

function PublicRoutes() {
  return (
    <Routes>
      <Route path={paths.landing} element={<Landing />} />
      <Route path={paths.signIn} element={<SignIn />} />
      <Route path={paths.signUp} element={<SignUp />} />
      <Route path={paths.forgotPassword} element={<ForgotPassword />} />
      <Route path={paths.verification} element={<Verification />} />
      <Route path={paths.success} element={<Success />} />
      <Route path={paths.newPassword} element={<NewPassword />} />
      <Route path={paths.docs} element={<Docs />} />
      <Route path={paths.terms} element={<Terms />} />
      <Route path={paths.privacy} element={<Privacy />} />
      <Route path={paths.blog} element={<PublicBlog />} />
      <Route path={`${paths.blog}/:slug`} element={<PublicBlog />} />
      <Route path="*" element={<Navigate to={paths.signIn} replace />} />
    </Routes>
  );
}

function SignedInRoutes({ user }: { user: User }) {
  return (
    <Routes>
      <Route element={<AppLayout user={user} />}>
        <Route path={`${paths.projects}/:query?/:field?`} element={<Projects />} />
        <Route path={paths.newProject} element={<ProjectEditor />} />
        <Route path={paths.updateProject} element={<ProjectEditor />} />
        <Route path={paths.myProfile} element={<MyProfile />} />
        <Route
          path={paths.userManagement}
          element={
            <Guard allow={canManageUsers(user)}>
              <UserManagement />
            </Guard>
          }
        />
        <Route
          path={paths.sections}
          element={
            <Guard allow={canManageSections(user)}>
              <Sections />
            </Guard>
          }
        />
        <Route
          path={paths.transactions}
          element={
            <Guard allow={canSeeTransactions(user)}>
              <Transactions />
            </Guard>
          }
        />
        <Route
          path={paths.dashboard}
          element={
            <Guard allow={canSeeDashboard(user)}>
              <Dashboard />
            </Guard>
          }
        />
        <Route path={paths.manageSubscription} element={<ManageSubscription />} />
        <Route path={paths.settings} element={<AccountSettings />} />
        <Route path={paths.projectOutput} element={<ProjectOutput />} />
        <Route path={`${paths.compareProject}/:id`} element={<CompareProject />} />
        {/* The queues are the Reviewer's and the Super Reviewer's (their calls answer 403 to anyone else). */}
        <Route
          path={paths.reviewTable}
          element={
            <Guard allow={canReview(user)}>
              <ReviewTable />
            </Guard>
          }
        />
        <Route
          path={paths.superReviewer}
          element={
            <Guard allow={canStamp(user)}>
              <SuperReviewer />
            </Guard>
          }
        />
        <Route path={paths.notifications} element={<Notifications />} />
        <Route path={paths.activityLog} element={<ActivityLog />} />
        <Route path={paths.blog} element={<Blog />} />
        <Route path={`${paths.blog}/:slug`} element={<Blog />} />
        <Route path={paths.stampCalculator} element={<StampCalculator />} />
      </Route>
      <Route path={paths.docs} element={<Docs />} />
      <Route path={paths.terms} element={<Terms />} />
      <Route path={paths.privacy} element={<Privacy />} />
      <Route path="*" element={<Navigate to={paths.projects} replace />} />
    </Routes>
  );
}

/** The Super admin: the console (and its password), nothing of a company; any other path leads to it. */
function PlatformRoutes({ user }: { user: User }) {
  return (
    <Routes>
      <Route element={<PlatformLayout user={user} />}>
        <Route path={paths.superAdmin} element={<SuperAdminConsole />} />
        <Route path={paths.settings} element={<AccountSettings />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.superAdmin} replace />} />
    </Routes>
  );
}

export function AppRoutes() {
  const signedIn = useSession(selectSignedIn);
  const user = useSession((s) => s.user);
  const { loading, progress } = useUi();
  useIdleSignOut(signedIn);

  return (
    <>
      <PageMeta />
      <Suspense fallback={<FullScreenLoader />}>
        {signedIn && user ? (
          isSuperAdmin(user) ? (
            <PlatformRoutes user={user} />
          ) : (
            <SignedInRoutes user={user} />
          )
        ) : (
          <PublicRoutes />
        )}
      </Suspense>
      <ContactModal />
      {loading && <FullScreenLoader message={progress} />}
    </>
  );
}
