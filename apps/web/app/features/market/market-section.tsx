import type { Locale } from '@app/contracts/locale';
import type { MarketTickers, MarketToken } from '@app/contracts/market';
import { useTranslation } from 'react-i18next';
import { RenderedOnce } from '../../components/layout/rendered-once.tsx';
import { CoinIcon } from './coin-icon.tsx';
import { formatAsOf, formatChange, formatPrice } from './market-format.ts';

/** The tokens the price-today cards feature; the rest are in the list below them. */
const HIGHLIGHTED = ['BTC', 'ETH', 'KUB'];

function Change({ value }: { value: number | null }) {
  const { t } = useTranslation('discovery');
  if (value === null)
    return <span className="text-slate-500 dark:text-slate-400">{t('market.noPrice')}</span>;
  const up = value >= 0;
  return (
    <span
      className={`inline-flex items-center gap-1 font-semibold tabular-nums ${
        up ? 'text-primary-700 dark:text-primary-300' : 'text-red-700 dark:text-red-300'
      }`}
    >
      <span aria-hidden>{up ? '▲' : '▼'}</span>
      <span className="sr-only">{up ? t('market.up') : t('market.down')}</span>
      {formatChange(value)}
    </span>
  );
}

function PriceCard({ token, locale }: { token: MarketToken; locale: Locale }) {
  const { t } = useTranslation('discovery');
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-3">
        <CoinIcon symbol={token.symbol} size={36} />
        <div className="min-w-0">
          <p className="font-semibold">{token.symbol}</p>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">{token.name}</p>
        </div>
      </div>
      <p className="mt-3 text-xl font-bold tabular-nums">
        {formatPrice(token.priceThb, 'THB', locale) ?? t('market.noPrice')}
      </p>
      <p className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-slate-600 tabular-nums dark:text-slate-400">
          {formatPrice(token.priceUsd, 'USD', locale) ?? ''}
        </span>
        <Change value={token.change24hPercent} />
      </p>
    </li>
  );
}

/**
 * The price-today block and the token list, from `GET /api/client/market/tickers` (see
 * `loadMarket`). It always says where the prices came from and when they were true.
 */
export function MarketSection({ tickers, locale }: { tickers: MarketTickers | null; locale: Locale }) {
  const { i18n } = useTranslation('discovery');
  return (
    // One snapshot of the prices reads the same to everyone: rendered once per snapshot and language.
    <RenderedOnce
      id={`market\u0000${i18n.language}\u0000${locale}\u0000${JSON.stringify(tickers)}`}
      as="section"
      aria-labelledby="market-title"
      className="mx-auto max-w-7xl px-4 py-12 render-near-viewport sm:px-6 lg:px-8"
      data-testid="market"
    >
      <MarketPrices tickers={tickers} locale={locale} />
    </RenderedOnce>
  );
}

function MarketPrices({ tickers, locale }: { tickers: MarketTickers | null; locale: Locale }) {
  const { t } = useTranslation('discovery');
  const featured = tickers?.tokens.filter((token) => HIGHLIGHTED.includes(token.symbol)) ?? [];
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="market-title" className="text-2xl font-bold tracking-tight">
          {t('market.title')}
        </h2>
        {tickers && (
          <p
            className="text-xs text-slate-600 dark:text-slate-400"
            data-testid="market-source"
            data-source={tickers.source}
          >
            <span
              aria-hidden
              className={`mr-1.5 inline-block size-2 rounded-full ${
                tickers.source === 'live'
                  ? 'bg-primary-500'
                  : tickers.source === 'cached'
                    ? 'bg-amber-500'
                    : 'bg-slate-400'
              }`}
            />
            {t(`market.source.${tickers.source}`, { time: formatAsOf(tickers.asOf, locale) })}
          </p>
        )}
      </div>
      {!tickers || tickers.tokens.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('market.unavailable')}
        </p>
      ) : (
        <>
          <ul className="mt-6 grid gap-3 sm:grid-cols-3">
            {featured.map((token) => (
              <PriceCard key={token.symbol} token={token} locale={locale} />
            ))}
          </ul>
          <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('market.tokenList')}</caption>
              <thead className="bg-slate-50 text-left text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('market.token')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t('market.priceThb')}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 text-right font-semibold sm:table-cell">
                    {t('market.priceUsd')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t('market.change')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {tickers.tokens.map((token) => (
                  <tr key={token.symbol} data-testid="market-token">
                    <th scope="row" className="px-4 py-3 text-left font-normal">
                      <span className="flex items-center gap-3">
                        <CoinIcon symbol={token.symbol} size={28} />
                        <span>
                          <span className="block font-semibold">{token.symbol}</span>
                          <span className="block text-xs text-slate-600 dark:text-slate-400">
                            {token.name}
                          </span>
                        </span>
                      </span>
                    </th>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatPrice(token.priceThb, 'THB', locale) ?? t('market.noPrice')}
                    </td>
                    <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">
                      {formatPrice(token.priceUsd, 'USD', locale) ?? t('market.noPrice')}
                    </td>
                    <td className="px-4 py-3 text-right">
                      <Change value={token.change24hPercent} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t('market.disclaimer')}</p>
    </>
  );
}
