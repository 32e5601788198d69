// Every table, one file per area. drizzle-kit reads this file to generate migrations.
export * from './identity.ts';
export * from './accounts.ts';
export * from './reference.ts';
export * from './articles.ts';
export * from './discovery.ts';
export * from './profile.ts';
export * from './search.ts';
export * from './ledger.ts';
export * from './economy.ts';
export * from './jobs.ts';
export * from './rewards.ts';
export * from './wallet.ts';
export * from './pop-quizzes.ts';
export * from './admin.ts';
export * from './quizzes.ts';
export * from './learning.ts';
export * from './admin-money.ts';
