import type { Locale } from '@app/contracts/locale';
import type { MemberCard } from '@app/contracts/subscriptions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';

const short = (hex: string) => `${hex.slice(0, 6)}…${hex.slice(-4)}`;

/** The NFT member card: the site's picture of it, and whether it is on chain yet. */
export function MemberCardView({ card, name, locale }: { card: MemberCard; name: string; locale: Locale }) {
  const { t } = useTranslation('subscriptions');
  return (
    <section
      aria-labelledby="card-title"
      data-testid="member-card"
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="card-title" className="text-lg font-semibold">
        {t('mine.card')}
      </h2>
      <img
        src={card.imageUrl}
        alt={t('mine.cardAlt', { id: card.tokenId, name })}
        width={640}
        height={400}
        className="mt-4 h-auto w-full max-w-md rounded-2xl shadow-md"
        data-testid="member-card-image"
      />
      {card.onChain && card.mintedTo ? (
        <p className="mt-4 text-sm" data-testid="card-on-chain">
          {t('mine.onChain', { wallet: short(card.mintedTo) })}
          {card.txHash && (
            <span className="ml-1 font-mono text-xs text-slate-600 dark:text-slate-400">
              {t('mine.transaction')}: {short(card.txHash)}
            </span>
          )}
        </p>
      ) : (
        <div className="mt-4 text-sm" data-testid="card-off-chain">
          <p className="font-medium">{t('mine.offChain')}</p>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('mine.offChainWallet')}</p>
          <Link
            to={localePath(locale, '/profile')}
            className="mt-2 inline-block font-semibold text-primary-700 underline dark:text-primary-300"
          >
            {t('mine.profileLink')}
          </Link>
        </div>
      )}
      <a
        href={card.metadataUrl}
        className="mt-3 inline-block text-sm font-semibold text-primary-700 underline dark:text-primary-300"
      >
        {t('mine.metadata')}
      </a>
    </section>
  );
}
