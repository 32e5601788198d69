import type { Profile } from '@app/contracts/profile';
import { useTranslation } from 'react-i18next';
import { AccountSummary } from '../features/profile/account-summary.tsx';
import { AvatarUpload } from '../features/profile/avatar-upload.tsx';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { PasswordForm } from '../features/profile/password-form.tsx';
import { PinSection } from '../features/profile/pin-section.tsx';
import { ProfileForm } from '../features/profile/profile-form.tsx';
import { RemindersSection } from '../features/profile/reminders-section.tsx';
import { TwoFactorSection } from '../features/profile/two-factor-section.tsx';
import { YourDataSection } from '../features/profile/your-data-section.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import type { Route } from './+types/profile';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const api = serverApi(context, params);
  return loadPrivate(request, locale, async () => {
    const [profile, provinces, pin, twoFactor, reminders, privacy] = await Promise.all([
      api.get('/client/v2/profile'),
      api.get('/client/provinces'),
      api.get('/client/pin'),
      api.get('/client/auth/two-factor'),
      api.get('/client/reminders'),
      api.get('/client/privacy'),
    ]);
    return { profile, provinces: provinces.data, pin, twoFactor, reminders, privacy };
  });
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({ path: '/profile', title: t('profile:meta.profile'), robots: 'noindex' }));
}

function initialsOf(profile: Profile): string {
  const letters = [profile.firstName, profile.surname].map((part) => part?.trim()[0] ?? '').join('');
  return (letters || profile.email[0] || '?').toUpperCase();
}

export default function ProfilePage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const locale = routeLocale(params);
  const { profile, provinces, pin, twoFactor, reminders, privacy } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('profile.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{t('profile.intro')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 lg:self-start dark:border-slate-800 dark:bg-slate-900">
          <h2 className="sr-only">{t('avatar.label')}</h2>
          <AvatarUpload locale={locale} avatarUrl={profile.avatarUrl} initials={initialsOf(profile)} />
          <AccountSummary profile={profile} locale={locale} />
        </aside>
        <div className="min-w-0 space-y-8">
          {/* A new proof (or a dropped one) shows the address the server holds now. */}
          <ProfileForm
            key={`${profile.id}-${profile.walletProvenAt}`}
            profile={profile}
            provinces={provinces}
            locale={locale}
          />
          <PasswordForm locale={locale} hasPassword={profile.hasPassword} />
          <PinSection key={`pin-${profile.id}`} locale={locale} initial={pin} />
          <RemindersSection key={`reminders-${profile.id}`} locale={locale} initial={reminders} />
          {profile.role !== 'user' && (
            <TwoFactorSection key={`two-factor-${profile.id}`} locale={locale} initial={twoFactor} />
          )}
          <YourDataSection key={`your-data-${profile.id}`} locale={locale} initial={privacy} />
        </div>
      </div>
    </div>
  );
}
