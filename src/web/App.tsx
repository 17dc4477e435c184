import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RouteFallback } from './ui/route-fallback';

// Every screen is its own chunk: the landing page never downloads the app shell, Redux, XState
// or supabase-js, and the app never downloads the landing sections.
const LandingRoute = lazy(() => import('./features/landing').then((m) => ({ default: m.LandingRoute })));
const AppShell = lazy(() => import('./features/shell').then((m) => ({ default: m.AppShell })));
const GenerationScreen = lazy(() => import('./features/generation').then((m) => ({ default: m.GenerationScreen })));
const ArticlesScreen = lazy(() => import('./features/articles').then((m) => ({ default: m.ArticlesScreen })));
const CampaignsScreen = lazy(() => import('./features/campaigns').then((m) => ({ default: m.CampaignsScreen })));
const IntegrateScreen = lazy(() => import('./features/integrate').then((m) => ({ default: m.IntegrateScreen })));
const SettingsScreen = lazy(() => import('./features/settings').then((m) => ({ default: m.SettingsScreen })));
const ExamplesScreen = lazy(() => import('./features/examples').then((m) => ({ default: m.ExamplesScreen })));
const NotFoundScreen = lazy(() => import('./features/not-found').then((m) => ({ default: m.NotFoundScreen })));
const StaticPage = lazy(() => import('./features/static-pages').then((m) => ({ default: m.StaticPage })));

const page = (node: ReactNode) => <Suspense fallback={<RouteFallback />}>{node}</Suspense>;

export function App() {
  return (
    <Routes>
      <Route path="/" element={page(<LandingRoute />)} />
      <Route path="/app" element={page(<AppShell />)}>
        <Route index element={page(<GenerationScreen />)} />
        <Route path="article-generation" element={page(<GenerationScreen />)} />
        <Route path="articles" element={page(<ArticlesScreen />)} />
        <Route path="campaigns" element={page(<CampaignsScreen />)} />
        <Route path="integrate" element={page(<IntegrateScreen />)} />
        <Route path="settings" element={page(<SettingsScreen />)} />
        <Route path="examples" element={page(<ExamplesScreen />)} />
        <Route path="*" element={page(<NotFoundScreen />)} />
      </Route>
      <Route path="/contact" element={page(<StaticPage page="contact" />)} />
      <Route path="/privacy" element={page(<StaticPage page="privacy" />)} />
      <Route path="/terms" element={page(<StaticPage page="terms" />)} />
      <Route path="/refund" element={page(<StaticPage page="refund" />)} />
      <Route path="*" element={<Navigate to="/app" replace />} />
    </Routes>
  );
}
