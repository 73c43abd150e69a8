import { DEFAULT_LANGUAGE, type Language, PREFIXED_LANGUAGES } from '@parcelpilot/languages';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { loadPublicConfig } from './ads/public-config';
import { LanguageProvider } from './i18n/LanguageProvider';
import { PublicLayout } from './layout/PublicLayout';
import { HomePage } from './pages/HomePage';
import { lazyPage } from './pages/lazy-page';
import { ShippingTimeRoute } from './stats/ShippingTimeRoute';
import './public.css';

// The home page is in this chunk; every other page is its own chunk, loaded when visited with the page strings (size
// budget: the JavaScript of / stays under 170 KB gzip).
const TrackFormPage = lazyPage(() => import('./pages/TrackFormPage'));
const TrackResultPage = lazyPage(() => import('./pages/TrackResultPage'));
const MyTrackingListPage = lazyPage(() => import('./pages/MyTrackingListPage'));
const FindCarrierPage = lazyPage(() => import('./pages/FindCarrierPage'));
const CouriersPage = lazyPage(() => import('./pages/CouriersPage'));
const CourierPage = lazyPage(() => import('./pages/CourierPage'));
const ShopsPage = lazyPage(() => import('./pages/ShopsPage'));
const ShopPage = lazyPage(() => import('./pages/ShopPage'));
const ShippingCompaniesPage = lazyPage(() => import('./pages/ShippingCompaniesPage'));
const CountryCarriersPage = lazyPage(() => import('./pages/CountryCarriersPage'));
const PostalServicesPage = lazyPage(() => import('./pages/PostalServicesPage'));
const TaxonomyPage = lazyPage(() => import('./pages/TaxonomyPage'));
const ContentRecordPage = lazyPage(() => import('./pages/ContentRecordPage'));
const ContactPage = lazyPage(() => import('./pages/ContactPage'));
const ShippingTimeCalculatorPage = lazyPage(() => import('./pages/ShippingTimeCalculatorPage'));
const SignInPage = lazyPage(() => import('./pages/SignInPage'));
const SignOutPage = lazyPage(() => import('./pages/SignOutPage'));
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));
const FollowPage = lazyPage(() => import('./pages/FollowPage'));

// Ad slots wait for it; ask while the page's code loads.
void loadPublicConfig();

/**
 * The public site, exposed as `public_app/app` and rendered by the shell for every path outside /admin. The language is
 * the path's prefix (/de/…, /es/…, /ru/…; English has none); below it, every language has the same pages.
 */
export default function PublicApp() {
  return (
    <div className="pp-app" data-testid="public-app">
      <Routes>
        {PREFIXED_LANGUAGES.map((language) => (
          <Route
            key={language}
            path={`${language}/*`}
            element={<SiteInLanguage key={language} language={language} />}
          />
        ))}
        <Route path="*" element={<SiteInLanguage key={DEFAULT_LANGUAGE} language={DEFAULT_LANGUAGE} />} />
      </Routes>
    </div>
  );
}

/**
 * Its routes match the path below the language prefix. Keyed by language, so switching remounts the pages and they
 * load their data again for the new language (country names, for one).
 */
function SiteInLanguage({ language }: { language: Language }) {
  return (
    // Only a language's first page waits here, for its strings; pages wait for their code inside the layout.
    <Suspense fallback={null}>
      <LanguageProvider language={language}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<HomePage />} />
            <Route path="track" element={<TrackFormPage />} />
            <Route path="track/:code" element={<TrackResultPage />} />
            <Route path="my-tracking-list" element={<MyTrackingListPage />} />
            <Route path="find-carrier-by-tracking-number" element={<FindCarrierPage />} />
            <Route path="couriers" element={<CouriersPage />} />
            <Route path="couriers/:code" element={<CourierPage />} />
            <Route path="shops" element={<ShopsPage />} />
            <Route path="shops/:systemName" element={<ShopPage />} />
            <Route path="shipping-companies" element={<ShippingCompaniesPage />} />
            <Route path="shipping-companies/:iso" element={<CountryCarriersPage />} />
            <Route path="china" element={<CountryCarriersPage key="CN" iso="CN" />} />
            <Route path="united-states" element={<CountryCarriersPage key="US" iso="US" />} />
            <Route path="list-of-national-postal-services" element={<PostalServicesPage />} />
            <Route path="t/:taxonomy" element={<TaxonomyPage />} />
            <Route path="t/:taxonomy/:seoUrl" element={<ContentRecordPage />} />
            <Route path="contacts" element={<ContactPage />} />
            <Route path="shipping-time-calculator" element={<ShippingTimeCalculatorPage />} />
            <Route path="follow/confirm" element={<FollowPage action="confirm" />} />
            <Route path="follow/unsubscribe" element={<FollowPage action="unsubscribe" />} />
            <Route path="follow/manage" element={<FollowPage action="manage" />} />
            <Route path="auth" element={<SignInPage />} />
            <Route path="auth/signout" element={<SignOutPage />} />
            <Route path="404.html" element={<NotFoundPage />} />
            {/* The shipping-time pages (/{carrier}-shipping-time-from-cn-to-us, /shipping-time-cn-to-us), else 404. */}
            <Route path="*" element={<ShippingTimeRoute />} />
          </Route>
        </Routes>
      </LanguageProvider>
    </Suspense>
  );
}
