/**
 * The API as the web app sees it, generated from the server's OpenAPI document by
 * `npm run api:generate`. Do not edit: change the route's schema and generate again.
 */
export interface paths {
  '/admin/articles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Articles, drafts included, last changed first; `q` finds by slug or title */
    get: operations['getAdminArticles'];
    put?: never;
    /** Creates an article as a draft */
    post: operations['postAdminArticles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/articles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One article with both language versions */
    get: operations['getAdminArticlesById'];
    /** Saves an article; a published one changes for readers (and search) at once */
    put: operations['putAdminArticlesById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/articles/{id}/cover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Uploads a cover (multipart field `file`: JPEG, PNG or WebP, at most 5 MB) */
    post: operations['postAdminArticlesByIdCover'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/articles/{id}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publishes an article in both languages */
    post: operations['postAdminArticlesByIdPublish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/articles/{id}/unpublish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Takes an article off the site */
    post: operations['postAdminArticlesByIdUnpublish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/articles/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Renders Markdown as readers will see it, sanitised by the same code; saves nothing */
    post: operations['postAdminArticlesPreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Audit log, newest first; filter by actor (e-mail part or id), action prefix, target, days */
    get: operations['getAdminAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All categories */
    get: operations['getAdminCategories'];
    put?: never;
    /** Adds one of the categories */
    post: operations['postAdminCategories'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Saves one of the categories */
    put: operations['putAdminCategoriesById'];
    post?: never;
    /** Removes one of the categories */
    delete: operations['deleteAdminCategoriesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/certificate-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every key that has signed certificates, the current one marked, with how many each signed */
    get: operations['getAdminCertificateKeys'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/certificate-keys/{number}/compromise': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraws a signing key as compromised: what it signed fails verification from then on */
    post: operations['postAdminCertificateKeysByNumberCompromise'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/certificate-keys/{number}/reissue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Signs every certificate of that key anew with the current key (after a compromise) */
    post: operations['postAdminCertificateKeysByNumberReissue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/certificates/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A quiz's or a learning path's certificate by its code, with its holder and status */
    get: operations['getAdminCertificatesByCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/certificates/{code}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revokes a certificate with a reason; its verify page says so from then on */
    post: operations['postAdminCertificatesByCodeRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/coupons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every coupon, newest first */
    get: operations['getAdminCoupons'];
    put?: never;
    /** Adds a coupon */
    post: operations['postAdminCoupons'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/coupons/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Saves a coupon; its maximum uses cannot go below the uses so far */
    put: operations['putAdminCouponsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Feedback and content requests, newest first; open ones by default */
    get: operations['getAdminFeedback'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/feedback/{id}/handled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks an item handled (with an optional note), or open again */
    post: operations['postAdminFeedbackByIdHandled'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/get-started/banners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All get-started banners */
    get: operations['getAdminGetStartedBanners'];
    put?: never;
    /** Adds one of the get-started banners */
    post: operations['postAdminGetStartedBanners'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/get-started/banners/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Saves one of the get-started banners */
    put: operations['putAdminGetStartedBannersById'];
    post?: never;
    /** Removes one of the get-started banners */
    delete: operations['deleteAdminGetStartedBannersById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/get-started/steps': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All get-started steps */
    get: operations['getAdminGetStartedSteps'];
    put?: never;
    /** Adds one of the get-started steps */
    post: operations['postAdminGetStartedSteps'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/get-started/steps/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Saves one of the get-started steps */
    put: operations['putAdminGetStartedStepsById'];
    post?: never;
    /** Removes one of the get-started steps */
    delete: operations['deleteAdminGetStartedStepsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/glossary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All glossary terms */
    get: operations['getAdminGlossary'];
    put?: never;
    /** Adds one of the glossary terms */
    post: operations['postAdminGlossary'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/glossary/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Saves one of the glossary terms */
    put: operations['putAdminGlossaryById'];
    post?: never;
    /** Removes one of the glossary terms */
    delete: operations['deleteAdminGlossaryById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/learning/campaigns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every campaign with its pool balance, claims and points paid */
    get: operations['getAdminLearningCampaigns'];
    put?: never;
    /** Creates a campaign (its pool starts empty: fund it) */
    post: operations['postAdminLearningCampaigns'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/learning/campaigns/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edits a campaign; once started, its rules, reward and start are fixed */
    put: operations['putAdminLearningCampaignsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/learning/campaigns/{id}/fund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds points to the campaign’s pool from ISSUANCE (idempotent on the key) */
    post: operations['postAdminLearningCampaignsByIdFund'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/learning/certificates/{code}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revokes a path certificate; its verify page then says so */
    post: operations['postAdminLearningCertificatesByCodeRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/learning/paths': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every learning path, hidden ones too */
    get: operations['getAdminLearningPaths'];
    put?: never;
    /** Creates a learning path from article slugs in order */
    post: operations['postAdminLearningPaths'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/learning/paths/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replaces a learning path’s texts, level, articles and visibility */
    put: operations['putAdminLearningPathsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/ledger-adjustments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Credits (positive amount) or debits (negative) a user's POINT or KUB balance with a reason; needs an Idempotency-Key header */
    post: operations['postAdminLedgerAdjustments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/ledger/reconciliation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The last ledger reconciliation: what is wrong with the stored balances and transfers (admins) */
    get: operations['getAdminLedgerReconciliation'];
    put?: never;
    /** Runs the ledger reconciliation now and answers its finding (admins) */
    post: operations['postAdminLedgerReconciliation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/legal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every legal document, in English and Thai */
    get: operations['getAdminLegal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/legal/{type}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Saves a legal document in both languages */
    put: operations['putAdminLegalByType'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/packages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every subscription package, withdrawn ones included */
    get: operations['getAdminPackages'];
    put?: never;
    /** Adds a subscription package (price in KUB, at most 8 decimals) */
    post: operations['postAdminPackages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/packages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Saves a package; terms already bought keep the price and entitlements they were bought with */
    put: operations['putAdminPackagesById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/partners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All partners */
    get: operations['getAdminPartners'];
    put?: never;
    /** Adds one of the partners */
    post: operations['postAdminPartners'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/partners/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Saves one of the partners */
    put: operations['putAdminPartnersById'];
    post?: never;
    /** Removes one of the partners */
    delete: operations['deleteAdminPartnersById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The payout queue: state of the hot wallet, pause, last reconciliation and payouts */
    get: operations['getAdminPayouts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/payouts/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels a payout not yet signed: the points go back to the user (audited) */
    post: operations['postAdminPayoutsByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/payouts/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Looks at a waiting payout again now (audited) */
    post: operations['postAdminPayoutsByIdRetry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/payouts/pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pauses or resumes every payout not yet signed (audited) */
    post: operations['postAdminPayoutsPause'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/payouts/reconcile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Compares the ledger with the Transfer events of the hot wallet now
     * @description PAYOUT_CHAIN_NOT_CONFIGURED (409) on a site without KKUB payouts set up.
     */
    post: operations['postAdminPayoutsReconcile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/pop-quiz-questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The pop quiz question bank */
    get: operations['getAdminPopQuizQuestions'];
    put?: never;
    /** Adds a question to the bank */
    post: operations['postAdminPopQuizQuestions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/pop-quiz-questions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Saves a bank question; once answered, its options and correct answers stay fixed */
    put: operations['putAdminPopQuizQuestionsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/pop-quizzes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Today's and the next days' pop quizzes with their pools and time limits */
    get: operations['getAdminPopQuizzes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/pop-quizzes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets a window's pool size (rewards) and time limit; the pool is funded or drained by transfers */
    put: operations['putAdminPopQuizzesById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/privacy/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export and closure requests with their 30-day deadline, open ones first */
    get: operations['getAdminPrivacyRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/privacy/requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Retries a refused or stuck request, cancels an open closure, or notes a step (audited) */
    post: operations['postAdminPrivacyRequestsById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/quizzes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every main quiz with its article, questions, reward tiers and pool left, and the articles without one */
    get: operations['getAdminQuizzes'];
    put?: never;
    /** Writes a quiz for an article that has none; it starts off, with an empty pool */
    post: operations['postAdminQuizzes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/quizzes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets a quiz's active flag, pass mark and (admins only) the points of its grade tiers */
    put: operations['putAdminQuizzesById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/quizzes/{id}/pool': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tops up a quiz's reward pool from ISSUANCE with a reason; needs an Idempotency-Key header */
    post: operations['postAdminQuizzesByIdPool'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/quizzes/{id}/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a question at the end of a quiz nobody has started yet */
    post: operations['postAdminQuizzesByIdQuestions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/quizzes/{id}/questions/{qid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Saves a question; once answered, its options and correct answers stay fixed */
    put: operations['putAdminQuizzesByIdQuestionsByQid'];
    post?: never;
    /** Removes a question from a quiz nobody has started yet */
    delete: operations['deleteAdminQuizzesByIdQuestionsByQid'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/redemptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Redemptions to fulfil, oldest first; filter by status (PENDING, COMPLETED, FAILED) */
    get: operations['getAdminRedemptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/redemptions/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels a pending redemption with a reason: the held points go back, the reward back into stock */
    post: operations['postAdminRedemptionsByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/redemptions/{id}/fulfil': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks a pending redemption delivered with its tracking id and settles the held points */
    post: operations['postAdminRedemptionsByIdFulfil'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/review/credentials/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A "topic mastered" credential by its code, with its holder and status */
    get: operations['getAdminReviewCredentialsByCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/review/credentials/{code}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revokes a "topic mastered" credential with a reason; its page and status list say so from then on */
    post: operations['postAdminReviewCredentialsByCodeRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/rewards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every reward, hidden ones included */
    get: operations['getAdminRewards'];
    put?: never;
    /** Adds a reward */
    post: operations['postAdminRewards'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/rewards/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Saves a reward; the stock cannot go below what is already redeemed */
    put: operations['putAdminRewardsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/rewards/{id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Uploads a reward picture (multipart field `file`: JPEG, PNG or WebP, at most 5 MB) */
    post: operations['postAdminRewardsByIdImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users, newest first, paged; `email` filters by part of the address */
    get: operations['getAdminUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user: profile, balances, subscription, recent activities and sessions */
    get: operations['getAdminUsersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users/{id}/block': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Blocks a user (a reason is required) and ends all of the user's sessions at once */
    post: operations['postAdminUsersByIdBlock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users/{id}/kyc-override': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Overrides the exchange's KYC level for a user (true, false, or null to clear) */
    put: operations['putAdminUsersByIdKycOverride'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users/{id}/unblock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lifts a block (a reason is required); the user signs in again */
    post: operations['postAdminUsersByIdUnblock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/about': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The about-us page in the request language (body as sanitised HTML) */
    get: operations['getAbout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/activities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The activity history, newest first, paged; filter by type and status */
    get: operations['getActivities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/article-covers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An article cover uploaded in the admin (WebP); never changes, so cached for a year */
    get: operations['getArticleCoversById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password of the signed-in user (OLD_PASSWORD_INCORRECT, PASSWORD_SAME_AS_OLD) */
    post: operations['postAuthChangePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm an e-mail address with the single-use token from the mail (LINK_EXPIRED when used or old) */
    post: operations['postAuthConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password reset link valid for one hour (EMAIL_NOT_FOUND, RESET_TOMORROW) */
    post: operations['postAuthForgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with e-mail and password; answers an opaque session token for `Authorization: Bearer`
     * @description Five failures from one source (an IPv4 address or an IPv6 /64) lock that source out of the address for 15 minutes (ACCOUNT_LOCKED); the owner elsewhere can still sign in. After three failures from that source or from all sources together, `captchaToken` is required when the captcha is on (without a captcha, 50 failures from all sources lock everyone out). The failure that crosses that line already says so with `captchaRequired: true`. Parallel attempts with the right password are never counted as failures. With `unlockToken` from a mailed unlock link the right password signs in past any lock (LINK_EXPIRED when the link is used or old). When the user has a second factor on, the right password answers 401 TWO_FACTOR_REQUIRED with a `challenge` to send with the code to the login/code call.
     */
    post: operations['postAuthLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/login/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finish a sign-in with the code of the second factor (a TOTP code or a recovery code)
     * @description Errors: TWO_FACTOR_CODE_INVALID (wrong, or already used in its time step), TWO_FACTOR_RATE_LIMITED (too many wrong codes), SIGN_IN_CODE_EXPIRED (the challenge is used or older than 10 minutes).
     */
    post: operations['postAuthLoginCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register with e-mail and password; sends a confirmation mail in the account language
     * @description Needs `captchaToken` when the captcha is on. Errors: EMAIL_DUPLICATE, PASSWORD_WEAK, TERMS_REQUIRED.
     */
    post: operations['postAuthRegister'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the confirmation mail again (REQUEST_FAILED when there is nothing to confirm) */
    post: operations['postAuthResend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset link; signs out every session of the account */
    post: operations['postAuthResetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/reset-password/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tell whether a reset link can still be used, without using it (LINK_EXPIRED) */
    post: operations['postAuthResetPasswordCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/two-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the second factor is on, required for the back office, and proven for this session */
    get: operations['getAuthTwoFactor'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/two-factor/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn the second factor on with a first code; answers the recovery codes, shown this once
     * @description Errors: TWO_FACTOR_CODE_INVALID, TWO_FACTOR_RATE_LIMITED, TWO_FACTOR_NOT_STARTED.
     */
    post: operations['postAuthTwoFactorConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/two-factor/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn the second factor off where it is not required
     * @description Takes a TOTP code or a recovery code. Errors: TWO_FACTOR_KEEP_ON (required for this account), TWO_FACTOR_CODE_INVALID, TWO_FACTOR_RATE_LIMITED, TWO_FACTOR_NOT_STARTED.
     */
    post: operations['postAuthTwoFactorDisable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/two-factor/recovery-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace the recovery codes with ten new ones, shown this once; the old ones stop working
     * @description Takes a TOTP code (not a recovery code). Errors: TWO_FACTOR_CODE_INVALID, TWO_FACTOR_RATE_LIMITED, TWO_FACTOR_NOT_STARTED.
     */
    post: operations['postAuthTwoFactorRecoveryCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/two-factor/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start setting up the second factor: a new secret, shown this once as text, URI and QR code
     * @description Admins and editors only (TWO_FACTOR_STAFF_ONLY). TWO_FACTOR_ALREADY_ON when it is on.
     */
    post: operations['postAuthTwoFactorSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/two-factor/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Prove the second factor for this session (opened by single sign-on, or before set-up)
     * @description Takes a TOTP code or a recovery code. Errors: TWO_FACTOR_CODE_INVALID, TWO_FACTOR_RATE_LIMITED.
     */
    post: operations['postAuthTwoFactorVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/auth/unlock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail the owner a one-time link (30 minutes) that signs in past a sign-in lock
     * @description Answers ok whether or not the address has an account. UNLOCK_MAIL_LIMITED after three such mails to one address within an hour.
     */
    post: operations['postAuthUnlock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/blogs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Published, active articles with a slug, newest first (paged, at most 50 a page) */
    get: operations['getBlogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/blogs/blogview/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Counts a view: once per visitor (user, else address and browser) per article per Bangkok day */
    put: operations['putBlogsBlogviewById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/blogs/filtered': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Articles by topic, difficulty and reading time, sorted and paged (1 to 50 a page) */
    post: operations['postBlogsFiltered'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/blogs/slug/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One article in the request language with related and more articles; exclusive bodies only for subscribers */
    get: operations['getBlogsSlugBySlug'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Topic tags, sorted by ranking ascending (all of them, no paging) */
    get: operations['getCategories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/certificates/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public verification of a certificate by its code */
    get: operations['getCertificatesByCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/certificates/{code}/certificate.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The certificate to print: an A4 landscape PDF in the chosen language */
    get: operations['getCertificatesByCodeCertificatePdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/certificates/{code}/credential': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed credential (Open Badges 3.0, W3C Verifiable Credential, eddsa-jcs-2022) */
    get: operations['getCertificatesByCodeCredential'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/certificates/{code}/og.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The share image of a certificate (1200x630 PNG, OpenGraph) */
    get: operations['getCertificatesByCodeOgPng'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/certificates/status-lists/{list}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A signed W3C Bitstring Status List of certificate revocations (what credentialStatus points at) */
    get: operations['getCertificatesStatusListsByList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/check-kyc-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's KYC status (exchange KYC level, or an admin's decision) */
    get: operations['getCheckKycStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/coupon-codes/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a coupon gives, or 'This coupon is invalid' (unknown, expired or used up) */
    get: operations['getCouponCodesCheck'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/coupon-codes/redeem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Uses a coupon once: credits its points, or redeems its reward (KYC needed for a reward) */
    post: operations['postCouponCodesRedeem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Package info, points and KUB balance, totals, remaining quota and hints */
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/dashboard-page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The dashboard page in one answer: package, balances and totals, a page of the activity history (page, limit, type, status as for the activities), the earning checklist, payouts and kept KKUB */
    get: operations['getDashboardPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/deposits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's own deposits from the exchange, newest first, paged, with their status (pending, credited) and the linked exchange account they arrive from */
    get: operations['getDeposits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/earning-checklist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's earning checklist: exchange account with KYC, PIN, KUB deposited, a package that earns points, proven wallet */
    get: operations['getEarningChecklist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/favorites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's saved articles, newest first, titled in the request language */
    get: operations['getFavorites'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/favorites/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Saves (SAVED) or unsaves (UNSAVED) an article for the signed-in user */
    put: operations['putFavoritesById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/favorites/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many articles the signed-in user has saved */
    get: operations['getFavoritesCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/favorites/saved': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which of the given article ids (comma separated) the signed-in user has saved */
    get: operations['getFavoritesSaved'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/feedbacks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a content request or feedback (topic and message) */
    post: operations['postFeedbacks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/footers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A legal document from the footer, in the request language (body as sanitised HTML) */
    get: operations['getFooters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/get-start-banners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get-started banners, newest first; limit=1 gives the latest */
    get: operations['getGetStartBanners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/get-starts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get-started steps in order (body as sanitised HTML) */
    get: operations['getGetStarts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/getFAQ': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Questions and answers about redeeming, in the request language */
    get: operations['getGetFAQ'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/glossaries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Glossary terms: by index letter (sort=tag:asc, limit=-1 for all), newest first (sort=created_at:desc&limit=n), or matching search in either language */
    get: operations['getGlossaries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/glossaries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One glossary term */
    get: operations['getGlossariesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/glossary-page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One page of the glossary as the page shows it: 20 terms with summaries under their letters, where each letter starts, counts */
    get: operations['getGlossaryPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/home-page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everything the home page shows: the newest, highlighted and exclusive articles, topics, prices and the lowest package price */
    get: operations['getHomePage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/kept-kkub': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** KKUB kept on the site (converted while payouts were off) that can be sent to the proven wallet */
    get: operations['getKeptKkub'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/kept-kkub/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends kept KKUB to the proven wallet as one payout, under the rules of Redeem Token: KYC, the PIN, the daily limit and an Idempotency-Key header */
    post: operations['postKeptKkubSend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/learning/campaigns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Events: running, upcoming and recently ended, with the pool left and the rules */
    get: operations['getLearningCampaigns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/learning/campaigns/{id}/claim': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pays a qualified reader the event’s reward from its pool, once per identity */
    post: operations['postLearningCampaignsByIdClaim'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/learning/certificates/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Verifies a path certificate: holder, path, date and status */
    get: operations['getLearningCertificatesByCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/learning/games': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The week’s quiz leaderboard; with a session, the reader’s points, rank and pop quiz streak */
    get: operations['getLearningGames'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/learning/paths': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Learning paths; with a session, the reader’s progress on each */
    get: operations['getLearningPaths'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/learning/paths/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One learning path with its articles and quizzes; with a session, the state of each step */
    get: operations['getLearningPathsBySlug'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/learning/paths/{slug}/certificate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Issues (or returns) the certificate of a finished path */
    post: operations['postLearningPathsBySlugCertificate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/learning/reads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Records that the reader opened an article; answers with the progress of its paths */
    post: operations['postLearningReads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/learning/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The reader’s learning settings */
    get: operations['getLearningSettings'];
    /** Changes the reader’s learning settings (staying off the leaderboard) */
    put: operations['putLearningSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/market/tickers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Token prices in THB and USD with 24-hour change, their source (live, cached, snapshot) and time */
    get: operations['getMarketTickers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/partners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Partner organisations, optionally of one category or matching a name */
    get: operations['getPartners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's KKUB payouts on chain, newest first, with status and transaction hash */
    get: operations['getPayouts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/pin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the signed-in user has a PIN, and until when wrong PINs locked spending */
    get: operations['getPin'];
    /** Changes the PIN with the current one (a wrong current PIN counts towards the lockout) */
    put: operations['putPin'];
    /** Sets the first PIN (6 digits, typed twice) */
    post: operations['postPin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/pin/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets a new PIN with a reset link; lifts a lockout */
    post: operations['postPinReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/pin/reset-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mails a single-use link (30 minutes) to the user's e-mail to choose a new PIN */
    post: operations['postPinResetRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/pin/reset/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether a PIN reset link is still usable ('This link is expired.' otherwise) */
    post: operations['postPinResetCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/pop-quiz-completed-histories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's answered pop quizzes; start = page index × limit */
    get: operations['getPopQuizCompletedHistories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/pop-quiz-histories-by-user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's pop quiz attempts, newest first */
    get: operations['getPopQuizHistoriesByUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/pop-quizs-available': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Today's pop quizzes (active, expired, outofreward) with countdowns; the caller's attempts when signed in */
    get: operations['getPopQuizsAvailable'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/pop-quizs/{id}/claim': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Claims a won reward from the pop quiz pool within the claim window (one per person) */
    post: operations['postPopQuizsByIdClaim'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/pop-quizs/{id}/question': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Starts (or resumes) the caller's attempt: the server stamps the start and the deadline */
    get: operations['getPopQuizsByIdQuestion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/pop-quizs/{id}/questions/{qid}/hint': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Shows the question's hint, using one of the subscriber's monthly hints the first time */
    post: operations['postPopQuizsByIdQuestionsByQidHint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/pop-quizs/{id}/questions/{qid}/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answers the question once, before the deadline plus the grace; reveals the correct answers */
    post: operations['postPopQuizsByIdQuestionsByQidSubmit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/privacy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's closure request and data downloads, and what closing asks for */
    get: operations['getPrivacy'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/privacy/closure': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Asks to close the account (password or fresh exchange sign-in, PIN); mails a confirmation link */
    post: operations['postPrivacyClosure'];
    /** Cancels a closure awaiting its confirmation or in its cooling-off period */
    delete: operations['deletePrivacyClosure'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/privacy/exports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Asks for a copy of everything held about the user; a job builds it and a mail says when */
    post: operations['postPrivacyExports'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/privacy/exports/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The owner's one-time download: the JSON archive, or its readable summary (format=html) */
    get: operations['getPrivacyExportsDownload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/provinces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The 77 provinces of Thailand with English and Thai names */
    get: operations['getProvinces'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/redeem-histories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's redemptions: redeem date, tracking id, reward, points used */
    get: operations['getRedeemHistories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/redeem-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Redeem Token: converts points to KKUB (100 points = 1 KKUB), confirmed by the PIN; needs KYC and an Idempotency-Key header */
    post: operations['postRedeemToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/redeems-available': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rewards to redeem (physical, crypto, point) with cost, stock, per-user limit and subscription need; for a signed-in user also their counts, points, PIN, KYC, subscription, address and wallet */
    get: operations['getRedeemsAvailable'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/redeems/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One reward, and what the signed-in user needs to redeem it */
    get: operations['getRedeemsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/redeems/{id}/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Redeems a reward, confirmed with the 6-digit PIN; needs KYC and an Idempotency-Key header. The points are held until an admin fulfils (settled) or cancels (released) the redemption. */
    post: operations['postRedeemsByIdSubmit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/reminders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which reminders the signed-in user gets, and by e-mail and/or Web Push */
    get: operations['getReminders'];
    /** Saves every reminder switch and both channels at once */
    put: operations['putReminders'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/reminders/push/key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The site's VAPID public key, the browser's applicationServerKey for Web Push */
    get: operations['getRemindersPushKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/reminders/push/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Keeps this browser's push subscription (https, public host) for the signed-in user
     * @description Errors: PUSH_ENDPOINT_INVALID, PUSH_KEYS_INVALID (not a P-256 key), PUSH_DEVICE_LIMIT (409: ten browsers already).
     */
    post: operations['postRemindersPushSubscriptions'];
    /** Forgets this browser's push subscription */
    delete: operations['deleteRemindersPushSubscriptions'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/review/cards/{id}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answers the served card once: right or wrong, the explanation, the right options and the next due date */
    post: operations['postReviewCardsByIdAnswer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/review/cards/{id}/rating': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** After a right answer, replaces the rating from the clock with the one the learner chose */
    post: operations['postReviewCardsByIdRating'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/review/credentials/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public verification of a "topic mastered" credential by its code */
    get: operations['getReviewCredentialsByCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/review/credentials/{code}/credential': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed "topic mastered" credential (Open Badges 3.0, W3C Verifiable Credential) */
    get: operations['getReviewCredentialsByCodeCredential'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/review/next': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Serves the learner's next due card (or resumes the one served), without its answer */
    get: operations['getReviewNext'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/review/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Review streak (Bangkok days), cards due today and this week, and mastery per topic */
    get: operations['getReviewProgress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/reward-images/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A reward picture uploaded in the admin (WebP); never changes, so cached for a year */
    get: operations['getRewardImagesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/reward-trackings-user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where the signed-in user's rewards are: status, tracking id and destination */
    get: operations['getRewardTrackingsUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/reward-trackings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A prize won in a quiz and its delivery */
    get: operations['getRewardTrackingsById'];
    /** Claims a prize: where to deliver it */
    put: operations['putRewardTrackingsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search articles and glossary terms in English and Thai (ranked, with highlighted snippets) */
    get: operations['getSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The packages on sale, names and descriptions in the request language */
    get: operations['getSubscriptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/subscriptions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One package on sale */
    get: operations['getSubscriptionsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/subscriptions/{id}/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Order summary: the package, the buyer's KUB balance, PIN and KYC state, and any refusal */
    get: operations['getSubscriptionsByIdOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/user-clients/{id}/avatar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user's avatar as a 256×256 WebP image */
    get: operations['getUserClientsByIdAvatar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/user-clients/active-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many users signed in within the last 24 hours */
    get: operations['getUserClientsActiveUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/user-clients/bitkubnext-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finishes the link: the code is checked with the provider, and the exchange account (its KYC level and name) is linked to the signed-in account */
    post: operations['postUserClientsBitkubnextLink'];
    /** Unlinks the exchange account; refused while a package order or a reward redemption is in progress, and for an account without a password */
    delete: operations['deleteUserClientsBitkubnextLink'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/user-clients/bitkubnext-link/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reads the linked exchange account again (refresh-token grant, then userinfo): KYC level, wallets and name */
    post: operations['postUserClientsBitkubnextLinkRefresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/user-clients/bitkubnext-link/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts linking the signed-in account to an exchange account (same provider and PKCE as the sign-in); only this user can finish it */
    post: operations['postUserClientsBitkubnextLinkStart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/user-clients/bitkubnext-login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finishes a sign-in with the exchange: validates the code with the provider, links or creates the user, opens a session */
    post: operations['postUserClientsBitkubnextLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/user-clients/bitkubnext-login/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts a sign-in with the exchange account: the authorisation URL, state and PKCE verifier */
    post: operations['postUserClientsBitkubnextLoginStart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/user-clients/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: the session token stops working at once */
    post: operations['postUserClientsLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/user-clients/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in user */
    post: operations['postUserClientsMe'];
    delete?: never;
    options?: never;
    head?: never;
    /** Update the name, surname and language of the signed-in user */
    patch: operations['patchUserClientsMe'];
    trace?: never;
  };
  '/client/user-clients/me/avatar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Uploads an avatar (multipart field `file`, JPEG, PNG or WebP, at most 5 MB) */
    post: operations['postUserClientsMeAvatar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/user-clients/me/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edits profile fields; only the fields sent change, and an empty string clears one */
    patch: operations['patchUserClientsMeProfile'];
    trace?: never;
  };
  '/client/user-subscription-infos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Buys a package with KUB, confirmed by PIN. Send an Idempotency-Key header: a retry with the same key returns the first result */
    post: operations['postUserSubscriptionInfos'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/user-subscription-infos/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One term of the signed-in user */
    get: operations['getUserSubscriptionInfosById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/user-subscription-infos/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's running term, else their latest (expired) one, else null */
    get: operations['getUserSubscriptionInfosDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/user-subscription-infos/detail-all-subscription': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every term the signed-in user bought, newest first */
    get: operations['getUserSubscriptionInfosDetailAllSubscription'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/user-subscription-infos/me/countData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The running term's quota and this month's hints (and completed main quizzes when asked) */
    get: operations['getUserSubscriptionInfosMeCountData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/article-quiz-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every main quiz with its article, reward and state (search by quiz, article or question) */
    get: operations['getArticleQuizList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/article-quiz-list/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many main quizzes match the search */
    get: operations['getArticleQuizListCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/articles/{id}/quiz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An article's main quiz, with the signed-in user's standing */
    get: operations['getArticlesByIdQuiz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user: profile fields, point, KUB balance, KYC status and exchange data */
    get: operations['getProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/profile/kub-balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's KUB balance */
    get: operations['getProfileKubBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/progress-pending-quiz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The user's started or saved quizzes that are not finished */
    post: operations['postProgressPendingQuiz'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/quiz_v2/{id}/certificate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Issues the certificate of a passed quiz once the profile has a name */
    post: operations['postQuizV2ByIdCertificate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/quiz_v2/{id}/finish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finishes the attempt: the server grades it, pays the reward once, issues the certificate */
    post: operations['postQuizV2ByIdFinish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/quiz_v2/{id}/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The open attempt: answered questions revealed, the rest without answers */
    get: operations['getQuizV2ByIdProgress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/quiz_v2/{id}/questions/{qid}/hint': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Spends one of the subscription's hints on a question: removes wrong options, shows a clue */
    post: operations['postQuizV2ByIdQuestionsByQidHint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/quiz_v2/{id}/questions/{qid}/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answers one question; the answer and explanation come back only now */
    post: operations['postQuizV2ByIdQuestionsByQidSubmit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/quiz_v2/{id}/result': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's latest finished attempt, graded, with its reward and certificate */
    get: operations['getQuizV2ByIdResult'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/quiz_v2/{id}/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Saves the attempt to finish later, on any device */
    post: operations['postQuizV2ByIdSave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/quiz_v2/{id}/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts the quiz (uses one main-quiz quota) or resumes the open attempt */
    post: operations['postQuizV2ByIdStart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/quiz_v2/slug/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A main quiz by its slug (isMyQuiz=true needs a sign-in and adds the user standing) */
    get: operations['getQuizV2SlugBySlug'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/quiz-history_v2': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My quiz: completed main and pop quizzes and saved quizzes, newest first */
    get: operations['getQuizHistoryV2'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/v2/quiz-history_v2/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many lines My quiz has for the query */
    get: operations['getQuizHistoryV2Count'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/wallet/nonce': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A single-use nonce and the Sign-In with Ethereum message to sign with the wallet */
    post: operations['postWalletNonce'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/wallet/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verifies the signed message and saves the proven wallet address on the profile */
    post: operations['postWalletVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/nft/member-cards/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A member card: `{tokenId}.json` is its ERC-721 metadata, `{tokenId}.svg` its image */
    get: operations['getNftMemberCardsByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/privacy/closure/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirms a closure with the mailed one-time token; the cooling-off period starts */
    post: operations['postPrivacyClosureConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reminders/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which reminder an unsubscribe link is for, and whether it is on (changes nothing) */
    get: operations['getRemindersUnsubscribe'];
    put?: never;
    /** Turns off the link's reminder for its user (one click, RFC 8058; repeating is harmless) */
    post: operations['postRemindersUnsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/captcha-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether pages show the captcha widget, with its public site key and script */
    get: operations['getCaptchaSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/verify-captcha': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verify a captcha token with the configured siteverify endpoint (always passes when the captcha is off) */
    post: operations['postVerifyCaptcha'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/exchange/deposits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deposit notification from the exchange: HMAC-SHA256 of "timestamp.body" in X-Deposit-Signature, unix seconds in X-Deposit-Timestamp (5-minute window); the event id makes a replay harmless
     * @description Every account field given (exchangeSubject, userId, email) must name the same user: DEPOSIT_ACCOUNT_MISMATCH (422) otherwise, DEPOSIT_ACCOUNT_UNKNOWN (422) when none does.
     */
    post: operations['postWebhooksExchangeDeposits'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description An answer that is not 2xx: a catalogue code and its message in the request's language */
    ErrorBody: {
      /** @constant */
      captchaRequired?: true;
      /** @description With TWO_FACTOR_REQUIRED: the sign-in waiting for its code, to send back with the code */
      challenge?: string;
      /** @enum {string} */
      code:
        | 'VALIDATION_FAILED'
        | 'BAD_REQUEST'
        | 'UNAUTHENTICATED'
        | 'FORBIDDEN'
        | 'METRICS_TOKEN_REQUIRED'
        | 'NOT_FOUND'
        | 'ROUTE_NOT_FOUND'
        | 'METHOD_NOT_ALLOWED'
        | 'PAYLOAD_TOO_LARGE'
        | 'UNSUPPORTED_MEDIA_TYPE'
        | 'RATE_LIMITED'
        | 'INTERNAL'
        | 'SERVICE_UNAVAILABLE'
        | 'DATA_CHANGED'
        | 'IDEMPOTENCY_CONFLICT'
        | 'CSRF_REJECTED'
        | 'INPUT_NUL_CHARACTER'
        | 'ID_INVALID'
        | 'IDEMPOTENCY_KEY_REQUIRED'
        | 'EMAIL_REQUIRED'
        | 'EMAIL_INVALID'
        | 'PASSWORD_REQUIRED'
        | 'PASSWORD_CONFIRM_REQUIRED'
        | 'PASSWORD_CONFIRM_MISMATCH'
        | 'TERMS_REQUIRED'
        | 'EMAIL_DUPLICATE'
        | 'LOGIN_INCORRECT'
        | 'EMAIL_NOT_VERIFIED'
        | 'ACCOUNT_LOCKED'
        | 'EMAIL_NOT_FOUND'
        | 'UNLOCK_MAIL_LIMITED'
        | 'REQUEST_FAILED'
        | 'LINK_EXPIRED'
        | 'RESET_TOMORROW'
        | 'PASSWORD_SAME_AS_OLD'
        | 'OLD_PASSWORD_INCORRECT'
        | 'ACCOUNT_RESTRICTED'
        | 'PASSWORD_WEAK'
        | 'PASSWORD_TOO_LONG'
        | 'CAPTCHA_REQUIRED'
        | 'CAPTCHA_FAILED'
        | 'RESET_MAIL_LIMITED'
        | 'TWO_FACTOR_REQUIRED'
        | 'TWO_FACTOR_CODE_INVALID'
        | 'TWO_FACTOR_RATE_LIMITED'
        | 'SIGN_IN_CODE_EXPIRED'
        | 'TWO_FACTOR_SETUP_REQUIRED'
        | 'TWO_FACTOR_SESSION_UNVERIFIED'
        | 'TWO_FACTOR_ALREADY_ON'
        | 'TWO_FACTOR_NOT_STARTED'
        | 'TWO_FACTOR_KEEP_ON'
        | 'TWO_FACTOR_STAFF_ONLY'
        | 'SSO_STATE_INVALID'
        | 'SSO_CODE_INVALID'
        | 'SSO_EMAIL_UNVERIFIED'
        | 'SSO_UNAVAILABLE'
        | 'KYC_REQUIRED_REDEEM'
        | 'KYC_REQUIRED_QUIZ'
        | 'EXCHANGE_LINKED_ELSEWHERE'
        | 'EXCHANGE_ALREADY_LINKED'
        | 'EXCHANGE_LINK_OTHER_USER'
        | 'EXCHANGE_NOT_LINKED'
        | 'EXCHANGE_REVERIFY_REQUIRED'
        | 'EXCHANGE_UNLINK_PENDING'
        | 'EXCHANGE_UNLINK_NO_PASSWORD'
        | 'KYC_REQUIRED_PURCHASE'
        | 'AVATAR_TOO_LARGE'
        | 'PROFILE_WALLET_PROOF_WOULD_DROP'
        | 'PROFILE_NAME_REQUIRED'
        | 'PROFILE_FIRST_NAME_TOO_LONG'
        | 'PROFILE_SURNAME_TOO_LONG'
        | 'PROFILE_PHISHING_WORD_INVALID'
        | 'PROFILE_PHONE_INVALID'
        | 'PROFILE_ADDRESS_TOO_LONG'
        | 'PROFILE_DISTRICT_TOO_LONG'
        | 'PROFILE_PROVINCE_INVALID'
        | 'PROFILE_POSTCODE_INVALID'
        | 'PROFILE_REMARK_TOO_LONG'
        | 'AVATAR_REQUIRED'
        | 'AVATAR_TYPE_INVALID'
        | 'FAVORITE_ARTICLE_NOT_FOUND'
        | 'AVATAR_DIMENSIONS_TOO_LARGE'
        | 'FEEDBACK_TOPIC_REQUIRED'
        | 'FEEDBACK_MESSAGE_REQUIRED'
        | 'FEEDBACK_MESSAGE_TOO_LONG'
        | 'FEEDBACK_MESSAGE_INVALID'
        | 'INSUFFICIENT_BALANCE'
        | 'WALLET_ADDRESS_INVALID'
        | 'WALLET_SIGNATURE_INVALID'
        | 'WALLET_NONCE_INVALID'
        | 'WALLET_MESSAGE_EXPIRED'
        | 'WALLET_DOMAIN_MISMATCH'
        | 'WALLET_CHECK_UNAVAILABLE'
        | 'PIN_REQUIRED'
        | 'PIN_FORMAT_INVALID'
        | 'PIN_NOT_SET'
        | 'PIN_ALREADY_SET'
        | 'PIN_INCORRECT'
        | 'PIN_LOCKED'
        | 'PIN_TOO_SIMPLE'
        | 'PIN_CONFIRM_REQUIRED'
        | 'PIN_CONFIRM_MISMATCH'
        | 'PIN_SAME_AS_OLD'
        | 'DEPOSIT_WEBHOOK_DISABLED'
        | 'DEPOSIT_SIGNATURE_INVALID'
        | 'DEPOSIT_TIMESTAMP_INVALID'
        | 'DEPOSIT_AMOUNT_INVALID'
        | 'DEPOSIT_ACCOUNT_REQUIRED'
        | 'DEPOSIT_ACCOUNT_UNKNOWN'
        | 'DEPOSIT_ACCOUNT_MISMATCH'
        | 'DEPOSIT_EVENT_CONFLICT'
        | 'DEMO_WALLET_ACCOUNT_REQUIRED'
        | 'DEMO_WALLET_FORM_EXPIRED'
        | 'ADJUSTMENT_AMOUNT_INVALID'
        | 'ADJUSTMENT_REASON_REQUIRED'
        | 'ADJUSTMENT_USER_NOT_FOUND'
        | 'REDEEM_TOKEN_POINTS_INVALID'
        | 'PAYOUT_WALLET_REQUIRED'
        | 'PAYOUT_DAILY_LIMIT'
        | 'PAYOUT_SEND_UNAVAILABLE'
        | 'PAYOUT_SEND_AMOUNT_INVALID'
        | 'PAYOUT_SEND_MORE_THAN_KEPT'
        | 'PAYOUT_NOT_FOUND'
        | 'PAYOUT_NOT_CANCELLABLE'
        | 'PAYOUT_NOT_RETRYABLE'
        | 'PAYOUT_CHAIN_NOT_CONFIGURED'
        | 'SUBSCRIPTION_REQUIRED'
        | 'OUT_OF_QUOTA'
        | 'PURCHASE_IN_PROGRESS'
        | 'HINTS_EXHAUSTED'
        | 'PACKAGE_NOT_FOUND'
        | 'PACKAGE_PRICE_CHANGED'
        | 'PACKAGE_NEW_SUBSCRIBERS_ONLY'
        | 'POINTS_SUBSCRIBERS_ONLY'
        | 'POINTS_NOT_IN_PACKAGE'
        | 'ADMIN_PRICE_INVALID'
        | 'REDEEM_INSUFFICIENT_POINTS'
        | 'REDEEM_LIMIT_EXCEEDED'
        | 'REDEEM_OUT_OF_REWARD'
        | 'REDEEM_FAILED'
        | 'REWARD_NOT_FOUND'
        | 'REDEEM_ADDRESS_REQUIRED'
        | 'REDEEM_WALLET_REQUIRED'
        | 'REDEMPTION_NOT_FOUND'
        | 'REDEMPTION_NOT_PENDING'
        | 'TRACKING_ID_REQUIRED'
        | 'CANCEL_REASON_REQUIRED'
        | 'ADMIN_STOCK_BELOW_REDEEMED'
        | 'COUPON_INVALID'
        | 'COUPON_CODE_REQUIRED'
        | 'COUPON_ALREADY_USED'
        | 'ADMIN_COUPON_CODE_INVALID'
        | 'ADMIN_COUPON_CODE_TAKEN'
        | 'ADMIN_COUPON_GRANT_REQUIRED'
        | 'ADMIN_COUPON_DATES_INVALID'
        | 'ADMIN_COUPON_MAX_BELOW_USED'
        | 'ADMIN_REWARD_UNKNOWN'
        | 'QUIZ_NOT_FOUND'
        | 'QUIZ_NOT_STARTED'
        | 'QUIZ_QUESTION_NOT_FOUND'
        | 'QUIZ_ANSWER_INVALID'
        | 'QUIZ_ALREADY_ANSWERED'
        | 'QUIZ_TIME_UP'
        | 'QUIZ_OUT_OF_REWARD'
        | 'QUIZ_RESULT_NOT_FOUND'
        | 'QUIZ_NOT_PASSED'
        | 'REWARD_TRACKING_NOT_FOUND'
        | 'REWARD_RECIPIENT_REQUIRED'
        | 'REWARD_PHONE_INVALID'
        | 'REWARD_ADDRESS_REQUIRED'
        | 'REWARD_WALLET_INVALID'
        | 'REWARD_TRACKING_LOCKED'
        | 'CERTIFICATE_NOT_FOUND'
        | 'CERTIFICATE_STATUS_LIST_NOT_FOUND'
        | 'CERTIFICATE_KEY_NOT_FOUND'
        | 'CERTIFICATE_KEY_IN_USE'
        | 'QUIZ_SUBMIT_FAILED'
        | 'POP_QUIZ_EXPIRED'
        | 'POP_QUIZ_OUT_OF_REWARD'
        | 'POP_QUIZ_NOT_FOUND'
        | 'POP_QUIZ_NOT_OPEN'
        | 'POP_QUIZ_ALREADY_TAKEN'
        | 'POP_QUIZ_NOT_STARTED'
        | 'POP_QUIZ_ANSWER_REQUIRED'
        | 'POP_QUIZ_ANSWER_COUNT'
        | 'POP_QUIZ_NOT_WON'
        | 'POP_QUIZ_CLAIM_EXPIRED'
        | 'POP_QUIZ_IDENTITY_CLAIMED'
        | 'ADMIN_POP_QUIZ_CLOSED'
        | 'ADMIN_POP_WINNERS_BELOW_CLAIMED'
        | 'ADMIN_POP_OPTIONS_INVALID'
        | 'ADMIN_POP_CORRECT_REQUIRED'
        | 'ADMIN_POP_ANSWERS_LOCKED'
        | 'ADMIN_POP_BANK_EMPTY'
        | 'LEARNING_SLUG_INVALID'
        | 'LEARNING_DUPLICATE_ARTICLE'
        | 'LEARNING_UNKNOWN_ARTICLE'
        | 'LEARNING_UNKNOWN_PATH'
        | 'LEARNING_SLUG_TAKEN'
        | 'LEARNING_PATH_NOT_FOUND'
        | 'LEARNING_ARTICLE_NOT_FOUND'
        | 'LEARNING_PATH_INCOMPLETE'
        | 'LEARNING_CERTIFICATE_NOT_FOUND'
        | 'CAMPAIGN_NOT_FOUND'
        | 'CAMPAIGN_DATE_INVALID'
        | 'CAMPAIGN_WINDOW_INVALID'
        | 'CAMPAIGN_RULES_LOCKED'
        | 'CAMPAIGN_NOT_STARTED'
        | 'CAMPAIGN_ENDED'
        | 'CAMPAIGN_NOT_QUALIFIED'
        | 'CAMPAIGN_ALREADY_CLAIMED'
        | 'CAMPAIGN_OUT_OF_REWARD'
        | 'ADMIN_FIELD_REQUIRED'
        | 'ADMIN_FIELD_TOO_LONG'
        | 'ADMIN_NUMBER_INVALID'
        | 'ADMIN_SLUG_INVALID'
        | 'ADMIN_SLUG_TAKEN'
        | 'ADMIN_TOPIC_REQUIRED'
        | 'ADMIN_TOPIC_TOO_MANY'
        | 'ADMIN_TOPIC_UNKNOWN'
        | 'ADMIN_URL_INVALID'
        | 'ADMIN_LINK_INVALID'
        | 'ADMIN_DUPLICATE'
        | 'ADMIN_DATE_INVALID'
        | 'ADMIN_CATEGORY_IN_USE'
        | 'ADMIN_SELF_ACTION'
        | 'ADMIN_SLUG_IN_USE'
        | 'ADMIN_QUIZ_OPTIONS_LOCKED'
        | 'ADMIN_QUIZ_TIER_UNKNOWN'
        | 'ADMIN_QUIZ_ARTICLE_TAKEN'
        | 'ADMIN_QUIZ_GRADE_INVALID'
        | 'ADMIN_QUIZ_NO_QUESTIONS'
        | 'ADMIN_QUIZ_LAST_QUESTION'
        | 'ADMIN_QUIZ_STARTED'
        | 'ADMIN_QUIZ_PASS_MARK_LOCKED'
        | 'ADMIN_QUIZ_DRAW_LOCKED'
        | 'ADMIN_QUIZ_CONCEPT_INVALID'
        | 'ADMIN_QUIZ_REWARDS_ADMIN_ONLY'
        | 'REMINDER_TOKEN_INVALID'
        | 'PUSH_ENDPOINT_INVALID'
        | 'PUSH_KEYS_INVALID'
        | 'PUSH_DEVICE_LIMIT'
        | 'ACCOUNT_CLOSED'
        | 'CLOSURE_PASSWORD_INCORRECT'
        | 'CLOSURE_RECENT_SIGN_IN_REQUIRED'
        | 'CLOSURE_MONEY_IN_FLIGHT'
        | 'CLOSURE_KUB_BALANCE'
        | 'CLOSURE_ALREADY_REQUESTED'
        | 'CLOSURE_NOT_PENDING'
        | 'PRIVACY_LINK_INVALID'
        | 'EXPORT_IN_PROGRESS'
        | 'PRIVACY_REQUEST_NOT_FOUND'
        | 'REVIEW_CARD_NOT_FOUND'
        | 'REVIEW_CARD_NOT_SERVED'
        | 'REVIEW_CARD_CHANGED'
        | 'REVIEW_CARD_LOCKED'
        | 'REVIEW_ANSWER_REQUIRED'
        | 'REVIEW_RATING_INVALID'
        | 'REVIEW_RATING_NOT_ALLOWED'
        | 'REVIEW_CREDENTIAL_NOT_FOUND';
      /** @description The inputs that failed validation, by path (`body.email`) */
      fields?: {
        code: string;
        message: string;
        path: string;
      }[];
      /** @description The code's message in the request's language */
      message: string;
    };
  };
  responses: {
    /** @description The request could not be read, or an input is invalid (`fields` names each one). */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Not allowed: a blocked account, a missing role, KYC or second factor, or a change sent with the cookie from another site. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Nothing is found at this address. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Too many requests: try again after the seconds in Retry-After (RATE_LIMITED). */
    TooManyRequests: {
      headers: {
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Not signed in, or the session has ended (UNAUTHENTICATED). */
    Unauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAdminArticles: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
        status?: 'all' | 'published' | 'draft';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
              exclusive: boolean;
              id: number;
              locales: string[];
              published: boolean;
              publishedAt: string;
              slug: string;
              title: string;
              updatedAt: string;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminArticles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          author: string;
          /** @enum {string} */
          difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
          en: {
            body: string;
            coverAlt?: string | null;
            summary: string;
            title: string;
          };
          /** @default false */
          exclusive?: boolean;
          /** @default false */
          highlighted?: boolean;
          slug: string;
          th: {
            body: string;
            coverAlt?: string | null;
            summary: string;
            title: string;
          };
          topics: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            author: string;
            coverImage: string | null;
            /** @enum {string} */
            difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
            en: {
              body: string;
              coverAlt: string | null;
              summary: string;
              title: string;
            } | null;
            exclusive: boolean;
            highlighted: boolean;
            id: number;
            published: boolean;
            publishedAt: string;
            slug: string;
            th: {
              body: string;
              coverAlt: string | null;
              summary: string;
              title: string;
            } | null;
            topics: number[];
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getAdminArticlesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            author: string;
            coverImage: string | null;
            /** @enum {string} */
            difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
            en: {
              body: string;
              coverAlt: string | null;
              summary: string;
              title: string;
            } | null;
            exclusive: boolean;
            highlighted: boolean;
            id: number;
            published: boolean;
            publishedAt: string;
            slug: string;
            th: {
              body: string;
              coverAlt: string | null;
              summary: string;
              title: string;
            } | null;
            topics: number[];
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  putAdminArticlesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          author: string;
          /** @enum {string} */
          difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
          en: {
            body: string;
            coverAlt?: string | null;
            summary: string;
            title: string;
          };
          /** @default false */
          exclusive?: boolean;
          /** @default false */
          highlighted?: boolean;
          slug: string;
          th: {
            body: string;
            coverAlt?: string | null;
            summary: string;
            title: string;
          };
          topics: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            author: string;
            coverImage: string | null;
            /** @enum {string} */
            difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
            en: {
              body: string;
              coverAlt: string | null;
              summary: string;
              title: string;
            } | null;
            exclusive: boolean;
            highlighted: boolean;
            id: number;
            published: boolean;
            publishedAt: string;
            slug: string;
            th: {
              body: string;
              coverAlt: string | null;
              summary: string;
              title: string;
            } | null;
            topics: number[];
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminArticlesByIdCover: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            coverImage: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAdminArticlesByIdPublish: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            author: string;
            coverImage: string | null;
            /** @enum {string} */
            difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
            en: {
              body: string;
              coverAlt: string | null;
              summary: string;
              title: string;
            } | null;
            exclusive: boolean;
            highlighted: boolean;
            id: number;
            published: boolean;
            publishedAt: string;
            slug: string;
            th: {
              body: string;
              coverAlt: string | null;
              summary: string;
              title: string;
            } | null;
            topics: number[];
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminArticlesByIdUnpublish: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            author: string;
            coverImage: string | null;
            /** @enum {string} */
            difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
            en: {
              body: string;
              coverAlt: string | null;
              summary: string;
              title: string;
            } | null;
            exclusive: boolean;
            highlighted: boolean;
            id: number;
            published: boolean;
            publishedAt: string;
            slug: string;
            th: {
              body: string;
              coverAlt: string | null;
              summary: string;
              title: string;
            } | null;
            topics: number[];
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminArticlesPreview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          markdown: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            html: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getAdminAudit: {
    parameters: {
      query?: {
        action?: string;
        actor?: string;
        from?: string;
        page?: number;
        pageSize?: number;
        targetId?: string;
        targetType?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              action: string;
              actorEmail: string | null;
              actorRole: string;
              actorUserId: number | null;
              after: unknown;
              before: unknown;
              createdAt: string;
              id: number;
              reason: string | null;
              requestId: string | null;
              targetId: string | null;
              targetType: string;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getAdminCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @default true */
              active: boolean;
              articleCount: number;
              id: number;
              key: number;
              nameEn: string;
              nameTh: string;
              ranking: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default true */
          active?: boolean;
          nameEn: string;
          nameTh: string;
          ranking: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default true */
            active: boolean;
            articleCount: number;
            id: number;
            key: number;
            nameEn: string;
            nameTh: string;
            ranking: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putAdminCategoriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default true */
          active?: boolean;
          nameEn: string;
          nameTh: string;
          ranking: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default true */
            active: boolean;
            articleCount: number;
            id: number;
            key: number;
            nameEn: string;
            nameTh: string;
            ranking: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  deleteAdminCategoriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminCertificateKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              certificates: number;
              compromisedAt: string | null;
              compromiseReason: string | null;
              createdAt: string;
              current: boolean;
              number: number;
              publicKeyMultibase: string;
              verificationMethod: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminCertificateKeysByNumberCompromise: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        number: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            certificates: number;
            compromisedAt: string | null;
            compromiseReason: string | null;
            createdAt: string;
            current: boolean;
            number: number;
            publicKeyMultibase: string;
            verificationMethod: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminCertificateKeysByNumberReissue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        number: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reissued: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminCertificatesByCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            achievementEn: string;
            achievementTh: string;
            code: string;
            holderEmail: string;
            holderName: string;
            issuedAt: string;
            /** @enum {string} */
            kind: 'quiz' | 'path';
            revokedAt: string | null;
            /** @enum {string} */
            status: 'valid' | 'revoked';
            verifyPath: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminCertificatesByCodeRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            achievementEn: string;
            achievementTh: string;
            code: string;
            holderEmail: string;
            holderName: string;
            issuedAt: string;
            /** @enum {string} */
            kind: 'quiz' | 'path';
            revokedAt: string | null;
            /** @enum {string} */
            status: 'valid' | 'revoked';
            verifyPath: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminCoupons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              active: boolean;
              code: string;
              descriptionEn: string;
              descriptionTh: string;
              id: number;
              maxUses: number;
              points: number | null;
              rewardId: number | null;
              rewardName: string | null;
              used: number;
              validFrom: string;
              validTo: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminCoupons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          active: boolean;
          code: string;
          descriptionEn?: string | null;
          descriptionTh?: string | null;
          maxUses: number;
          points: number | null;
          rewardId: number | null;
          validFrom: string;
          validTo: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            code: string;
            descriptionEn: string;
            descriptionTh: string;
            id: number;
            maxUses: number;
            points: number | null;
            rewardId: number | null;
            rewardName: string | null;
            used: number;
            validFrom: string;
            validTo: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putAdminCouponsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          active: boolean;
          code: string;
          descriptionEn?: string | null;
          descriptionTh?: string | null;
          maxUses: number;
          points: number | null;
          rewardId: number | null;
          validFrom: string;
          validTo: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            code: string;
            descriptionEn: string;
            descriptionTh: string;
            id: number;
            maxUses: number;
            points: number | null;
            rewardId: number | null;
            rewardName: string | null;
            used: number;
            validFrom: string;
            validTo: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminFeedback: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        status?: 'open' | 'handled' | 'all';
        type?: 'content-request' | 'feedback';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              handledAt: string | null;
              handledByEmail: string | null;
              id: number;
              locale: string;
              message: string;
              note: string | null;
              /** @enum {string} */
              topic:
                | 'new-article'
                | 'glossary-term'
                | 'correction'
                | 'quizzes-rewards'
                | 'account'
                | 'website'
                | 'other';
              /** @enum {string} */
              type: 'content-request' | 'feedback';
              userEmail: string | null;
              userId: number | null;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminFeedbackByIdHandled: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          handled: boolean;
          note?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            handledAt: string | null;
            handledByEmail: string | null;
            id: number;
            locale: string;
            message: string;
            note: string | null;
            /** @enum {string} */
            topic:
              | 'new-article'
              | 'glossary-term'
              | 'correction'
              | 'quizzes-rewards'
              | 'account'
              | 'website'
              | 'other';
            /** @enum {string} */
            type: 'content-request' | 'feedback';
            userEmail: string | null;
            userId: number | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminGetStartedBanners: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              id: number;
              key: string;
              subtitleEn: string;
              subtitleTh: string;
              titleEn: string;
              titleTh: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminGetStartedBanners: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          subtitleEn: string;
          subtitleTh: string;
          titleEn: string;
          titleTh: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            id: number;
            key: string;
            subtitleEn: string;
            subtitleTh: string;
            titleEn: string;
            titleTh: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putAdminGetStartedBannersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          subtitleEn: string;
          subtitleTh: string;
          titleEn: string;
          titleTh: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            id: number;
            key: string;
            subtitleEn: string;
            subtitleTh: string;
            titleEn: string;
            titleTh: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  deleteAdminGetStartedBannersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminGetStartedSteps: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bodyEn: string;
              bodyTh: string;
              id: number;
              key: string;
              link: string | null;
              order: number;
              titleEn: string;
              titleTh: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminGetStartedSteps: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          bodyEn: string;
          bodyTh: string;
          link?: string | null;
          order: number;
          titleEn: string;
          titleTh: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bodyEn: string;
            bodyTh: string;
            id: number;
            key: string;
            link: string | null;
            order: number;
            titleEn: string;
            titleTh: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putAdminGetStartedStepsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          bodyEn: string;
          bodyTh: string;
          link?: string | null;
          order: number;
          titleEn: string;
          titleTh: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            bodyEn: string;
            bodyTh: string;
            id: number;
            key: string;
            link: string | null;
            order: number;
            titleEn: string;
            titleTh: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  deleteAdminGetStartedStepsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminGlossary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              definitionEn: string;
              definitionTh: string;
              id: number;
              key: string;
              tag: string;
              termEn: string;
              termTh: string;
              updatedAt: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminGlossary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          definitionEn: string;
          definitionTh: string;
          termEn: string;
          termTh: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            definitionEn: string;
            definitionTh: string;
            id: number;
            key: string;
            tag: string;
            termEn: string;
            termTh: string;
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putAdminGlossaryById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          definitionEn: string;
          definitionTh: string;
          termEn: string;
          termTh: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            definitionEn: string;
            definitionTh: string;
            id: number;
            key: string;
            tag: string;
            termEn: string;
            termTh: string;
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  deleteAdminGlossaryById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminLearningCampaigns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              active: boolean;
              claims: number;
              description: {
                en: string;
                th: string;
              };
              endsAt: string;
              id: number;
              pointsPaid: number;
              poolAccount: string;
              poolBalance: number;
              rewardPoints: number;
              rules: (
                | {
                    articles: string[];
                    /** @enum {string} */
                    type: 'read_articles';
                  }
                | {
                    articles: string[];
                    /** @enum {string} */
                    type: 'pass_quizzes';
                  }
                | {
                    days: number;
                    /** @enum {string} */
                    type: 'pop_quiz_days';
                  }
                | {
                    path: string;
                    /** @enum {string} */
                    type: 'complete_path';
                  }
              )[];
              slug: string;
              startsAt: string;
              /** @enum {string} */
              status: 'upcoming' | 'running' | 'ended';
              title: {
                en: string;
                th: string;
              };
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminLearningCampaigns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default true */
          active?: boolean;
          description: {
            en: string;
            th: string;
          };
          /** Format: date-time */
          endsAt: string;
          rewardPoints: number;
          rules: (
            | {
                articles: string[];
                /** @enum {string} */
                type: 'read_articles';
              }
            | {
                articles: string[];
                /** @enum {string} */
                type: 'pass_quizzes';
              }
            | {
                days: number;
                /** @enum {string} */
                type: 'pop_quiz_days';
              }
            | {
                path: string;
                /** @enum {string} */
                type: 'complete_path';
              }
          )[];
          slug: string;
          /** Format: date-time */
          startsAt: string;
          title: {
            en: string;
            th: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            claims: number;
            description: {
              en: string;
              th: string;
            };
            endsAt: string;
            id: number;
            pointsPaid: number;
            poolAccount: string;
            poolBalance: number;
            rewardPoints: number;
            rules: (
              | {
                  articles: string[];
                  /** @enum {string} */
                  type: 'read_articles';
                }
              | {
                  articles: string[];
                  /** @enum {string} */
                  type: 'pass_quizzes';
                }
              | {
                  days: number;
                  /** @enum {string} */
                  type: 'pop_quiz_days';
                }
              | {
                  path: string;
                  /** @enum {string} */
                  type: 'complete_path';
                }
            )[];
            slug: string;
            startsAt: string;
            /** @enum {string} */
            status: 'upcoming' | 'running' | 'ended';
            title: {
              en: string;
              th: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putAdminLearningCampaignsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default true */
          active?: boolean;
          description: {
            en: string;
            th: string;
          };
          /** Format: date-time */
          endsAt: string;
          rewardPoints: number;
          rules: (
            | {
                articles: string[];
                /** @enum {string} */
                type: 'read_articles';
              }
            | {
                articles: string[];
                /** @enum {string} */
                type: 'pass_quizzes';
              }
            | {
                days: number;
                /** @enum {string} */
                type: 'pop_quiz_days';
              }
            | {
                path: string;
                /** @enum {string} */
                type: 'complete_path';
              }
          )[];
          slug: string;
          /** Format: date-time */
          startsAt: string;
          title: {
            en: string;
            th: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            claims: number;
            description: {
              en: string;
              th: string;
            };
            endsAt: string;
            id: number;
            pointsPaid: number;
            poolAccount: string;
            poolBalance: number;
            rewardPoints: number;
            rules: (
              | {
                  articles: string[];
                  /** @enum {string} */
                  type: 'read_articles';
                }
              | {
                  articles: string[];
                  /** @enum {string} */
                  type: 'pass_quizzes';
                }
              | {
                  days: number;
                  /** @enum {string} */
                  type: 'pop_quiz_days';
                }
              | {
                  path: string;
                  /** @enum {string} */
                  type: 'complete_path';
                }
            )[];
            slug: string;
            startsAt: string;
            /** @enum {string} */
            status: 'upcoming' | 'running' | 'ended';
            title: {
              en: string;
              th: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminLearningCampaignsByIdFund: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idempotencyKey: string;
          points: number;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            claims: number;
            description: {
              en: string;
              th: string;
            };
            endsAt: string;
            id: number;
            pointsPaid: number;
            poolAccount: string;
            poolBalance: number;
            rewardPoints: number;
            rules: (
              | {
                  articles: string[];
                  /** @enum {string} */
                  type: 'read_articles';
                }
              | {
                  articles: string[];
                  /** @enum {string} */
                  type: 'pass_quizzes';
                }
              | {
                  days: number;
                  /** @enum {string} */
                  type: 'pop_quiz_days';
                }
              | {
                  path: string;
                  /** @enum {string} */
                  type: 'complete_path';
                }
            )[];
            slug: string;
            startsAt: string;
            /** @enum {string} */
            status: 'upcoming' | 'running' | 'ended';
            title: {
              en: string;
              th: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminLearningCertificatesByCodeRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            holderName: string;
            issuedAt: string;
            path: {
              /** @enum {string} */
              level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
              slug: string;
              title: string;
            };
            /** @enum {string} */
            status: 'valid' | 'revoked';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminLearningPaths: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              active: boolean;
              articles: string[];
              certificatesIssued: number;
              id: number;
              /** @enum {string} */
              level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
              slug: string;
              sortOrder: number;
              summary: {
                en: string;
                th: string;
              };
              title: {
                en: string;
                th: string;
              };
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminLearningPaths: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default true */
          active?: boolean;
          articles: string[];
          /** @enum {string} */
          level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
          slug: string;
          /** @default 0 */
          sortOrder?: number;
          summary: {
            en: string;
            th: string;
          };
          title: {
            en: string;
            th: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            articles: string[];
            certificatesIssued: number;
            id: number;
            /** @enum {string} */
            level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
            slug: string;
            sortOrder: number;
            summary: {
              en: string;
              th: string;
            };
            title: {
              en: string;
              th: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putAdminLearningPathsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default true */
          active?: boolean;
          articles: string[];
          /** @enum {string} */
          level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
          slug: string;
          /** @default 0 */
          sortOrder?: number;
          summary: {
            en: string;
            th: string;
          };
          title: {
            en: string;
            th: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            articles: string[];
            certificatesIssued: number;
            id: number;
            /** @enum {string} */
            level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
            slug: string;
            sortOrder: number;
            summary: {
              en: string;
              th: string;
            };
            title: {
              en: string;
              th: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminLedgerAdjustments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount: string;
          /** @enum {string} */
          currency: 'POINT' | 'KUB';
          reason: string;
          userId: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amount: string;
            balance: string;
            /** @enum {string} */
            currency: 'POINT' | 'KUB';
            replayed: boolean;
            transferId: number;
            userId: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getAdminLedgerReconciliation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accounts: number;
            problems: string[];
            ranAt: string;
            transfers: number;
          } | null;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminLedgerReconciliation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accounts: number;
            problems: string[];
            ranAt: string;
            transfers: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAdminLegal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              en: {
                body: string;
                title: string;
                updatedAt: string;
              } | null;
              th: {
                body: string;
                title: string;
                updatedAt: string;
              } | null;
              /** @enum {string} */
              type:
                | 'Terms-Conditions'
                | 'Privacy-Policy'
                | 'Terms-Subscriptions'
                | 'Cookies-Policy'
                | 'Data-Subject-Right'
                | 'Takedown-Notice'
                | 'Copyright-Notice-Policy'
                | 'Terms-of-Service'
                | 'Whistleblowing';
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putAdminLegalByType: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        type:
          | 'Terms-Conditions'
          | 'Privacy-Policy'
          | 'Terms-Subscriptions'
          | 'Cookies-Policy'
          | 'Data-Subject-Right'
          | 'Takedown-Notice'
          | 'Copyright-Notice-Policy'
          | 'Terms-of-Service'
          | 'Whistleblowing';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          en: {
            body: string;
            title: string;
          };
          th: {
            body: string;
            title: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            en: {
              body: string;
              title: string;
              updatedAt: string;
            } | null;
            th: {
              body: string;
              title: string;
              updatedAt: string;
            } | null;
            /** @enum {string} */
            type:
              | 'Terms-Conditions'
              | 'Privacy-Policy'
              | 'Terms-Subscriptions'
              | 'Cookies-Policy'
              | 'Data-Subject-Right'
              | 'Takedown-Notice'
              | 'Copyright-Notice-Policy'
              | 'Terms-of-Service'
              | 'Whistleblowing';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminPackages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              active: boolean;
              descriptionEn: string;
              descriptionTh: string;
              durationDays: number;
              /** @default true */
              earnPoints: boolean;
              hintsPerMonth: number;
              id: number;
              kycRequired: boolean;
              mainQuizQuota: number;
              nameEn: string;
              nameTh: string;
              newSubscribersOnly: boolean;
              nftMemberCard: boolean;
              price: string;
              slug: string;
              sortOrder: number;
              termsSold: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminPackages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          active: boolean;
          descriptionEn: string;
          descriptionTh: string;
          durationDays: number;
          /** @default true */
          earnPoints?: boolean;
          hintsPerMonth: number;
          kycRequired: boolean;
          mainQuizQuota: number;
          nameEn: string;
          nameTh: string;
          newSubscribersOnly: boolean;
          nftMemberCard: boolean;
          price: string;
          slug: string;
          sortOrder: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            descriptionEn: string;
            descriptionTh: string;
            durationDays: number;
            /** @default true */
            earnPoints: boolean;
            hintsPerMonth: number;
            id: number;
            kycRequired: boolean;
            mainQuizQuota: number;
            nameEn: string;
            nameTh: string;
            newSubscribersOnly: boolean;
            nftMemberCard: boolean;
            price: string;
            slug: string;
            sortOrder: number;
            termsSold: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putAdminPackagesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          active: boolean;
          descriptionEn: string;
          descriptionTh: string;
          durationDays: number;
          /** @default true */
          earnPoints?: boolean;
          hintsPerMonth: number;
          kycRequired: boolean;
          mainQuizQuota: number;
          nameEn: string;
          nameTh: string;
          newSubscribersOnly: boolean;
          nftMemberCard: boolean;
          price: string;
          slug: string;
          sortOrder: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            descriptionEn: string;
            descriptionTh: string;
            durationDays: number;
            /** @default true */
            earnPoints: boolean;
            hintsPerMonth: number;
            id: number;
            kycRequired: boolean;
            mainQuizQuota: number;
            nameEn: string;
            nameTh: string;
            newSubscribersOnly: boolean;
            nftMemberCard: boolean;
            price: string;
            slug: string;
            sortOrder: number;
            termsSold: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminPartners: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              category: 'EDUCATION' | 'EXCHANGE' | 'WALLET' | 'MEDIA' | 'COMMUNITY' | 'INFRASTRUCTURE';
              descriptionEn: string;
              descriptionTh: string;
              email: string;
              id: number;
              key: string;
              name: string;
              website: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminPartners: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          category: 'EDUCATION' | 'EXCHANGE' | 'WALLET' | 'MEDIA' | 'COMMUNITY' | 'INFRASTRUCTURE';
          descriptionEn: string;
          descriptionTh: string;
          email: string;
          name: string;
          website: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            category: 'EDUCATION' | 'EXCHANGE' | 'WALLET' | 'MEDIA' | 'COMMUNITY' | 'INFRASTRUCTURE';
            descriptionEn: string;
            descriptionTh: string;
            email: string;
            id: number;
            key: string;
            name: string;
            website: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putAdminPartnersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          category: 'EDUCATION' | 'EXCHANGE' | 'WALLET' | 'MEDIA' | 'COMMUNITY' | 'INFRASTRUCTURE';
          descriptionEn: string;
          descriptionTh: string;
          email: string;
          name: string;
          website: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            category: 'EDUCATION' | 'EXCHANGE' | 'WALLET' | 'MEDIA' | 'COMMUNITY' | 'INFRASTRUCTURE';
            descriptionEn: string;
            descriptionTh: string;
            email: string;
            id: number;
            key: string;
            name: string;
            website: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  deleteAdminPartnersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminPayouts: {
    parameters: {
      query?: {
        limit?: number;
        status?: 'QUEUED' | 'SIGNED' | 'COMPLETED' | 'FAILED' | 'CANCELLED';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            counts: {
              [key: string]: number;
            };
            data: {
              amount: string;
              createdAt: string;
              email: string;
              hashes: string[];
              id: number;
              nonce: string | null;
              note: string | null;
              settledAt: string | null;
              /** @enum {string} */
              stage: 'QUEUED' | 'SIGNED' | 'COMPLETED' | 'FAILED' | 'CANCELLED';
              /** @enum {string} */
              status: 'COMPLETED' | 'FAILED' | 'PENDING';
              toAddress: string;
              txHash: string | null;
              userId: number;
            }[];
            enabled: boolean;
            hotWallet: string | null;
            lowFunds: {
              reason: string;
              since: string;
            } | null;
            paused: boolean;
            reconciliation: {
              at: string;
              fromBlock: string;
              mismatches: {
                detail: string;
                /** @enum {string} */
                kind: 'missing-on-chain' | 'unknown-on-chain' | 'amount-differs' | 'recipient-differs';
                payoutId: number | null;
                txHash: string | null;
              }[];
              payoutsChecked: number;
              toBlock: string;
              transfersOnChain: number;
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminPayoutsByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amount: string;
            createdAt: string;
            id: number;
            settledAt: string | null;
            /** @enum {string} */
            status: 'COMPLETED' | 'FAILED' | 'PENDING';
            toAddress: string;
            txHash: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminPayoutsByIdRetry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amount: string;
            createdAt: string;
            id: number;
            settledAt: string | null;
            /** @enum {string} */
            status: 'COMPLETED' | 'FAILED' | 'PENDING';
            toAddress: string;
            txHash: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminPayoutsPause: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          paused: boolean;
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            paused: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminPayoutsReconcile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            at: string;
            fromBlock: string;
            mismatches: {
              detail: string;
              /** @enum {string} */
              kind: 'missing-on-chain' | 'unknown-on-chain' | 'amount-differs' | 'recipient-differs';
              payoutId: number | null;
              txHash: string | null;
            }[];
            payoutsChecked: number;
            toBlock: string;
            transfersOnChain: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getAdminPopQuizQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              active: boolean;
              articleId: number | null;
              articleSlug: string | null;
              attempts: number;
              categoryKey: number | null;
              circulating: boolean;
              concept: string;
              draws: number;
              explanationEn: string;
              explanationTh: string;
              hintEn: string;
              hintTh: string;
              id: number;
              key: string;
              options: {
                correct: boolean;
                en: string;
                id: number;
                th: string;
              }[];
              promptEn: string;
              promptTh: string;
              rewardPoints: number;
              rightAnswers: number;
              timeLimitSeconds: number;
              winners: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminPopQuizQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          active: boolean;
          articleId?: number | null;
          categoryKey?: number | null;
          concept?: string;
          explanationEn: string;
          explanationTh: string;
          hintEn: string;
          hintTh: string;
          key: string;
          options: {
            /** @default false */
            correct?: boolean;
            en: string;
            th: string;
          }[];
          promptEn: string;
          promptTh: string;
          rewardPoints: number;
          timeLimitSeconds: number;
          winners: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            articleId: number | null;
            articleSlug: string | null;
            attempts: number;
            categoryKey: number | null;
            circulating: boolean;
            concept: string;
            draws: number;
            explanationEn: string;
            explanationTh: string;
            hintEn: string;
            hintTh: string;
            id: number;
            key: string;
            options: {
              correct: boolean;
              en: string;
              id: number;
              th: string;
            }[];
            promptEn: string;
            promptTh: string;
            rewardPoints: number;
            rightAnswers: number;
            timeLimitSeconds: number;
            winners: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putAdminPopQuizQuestionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          active: boolean;
          articleId?: number | null;
          categoryKey?: number | null;
          concept?: string;
          explanationEn: string;
          explanationTh: string;
          hintEn: string;
          hintTh: string;
          key: string;
          options: {
            /** @default false */
            correct?: boolean;
            en: string;
            th: string;
          }[];
          promptEn: string;
          promptTh: string;
          rewardPoints: number;
          timeLimitSeconds: number;
          winners: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            articleId: number | null;
            articleSlug: string | null;
            attempts: number;
            categoryKey: number | null;
            circulating: boolean;
            concept: string;
            draws: number;
            explanationEn: string;
            explanationTh: string;
            hintEn: string;
            hintTh: string;
            id: number;
            key: string;
            options: {
              correct: boolean;
              en: string;
              id: number;
              th: string;
            }[];
            promptEn: string;
            promptTh: string;
            rewardPoints: number;
            rightAnswers: number;
            timeLimitSeconds: number;
            winners: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminPopQuizzes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            days: {
              day: string;
              quizzes: {
                attempts: number;
                closesAt: string;
                concept: string;
                day: string;
                id: number;
                opensAt: string;
                prompt: string;
                rewardPoints: number;
                rewardsLeft: number;
                slot: number;
                /** @enum {string} */
                state: 'upcoming' | 'open' | 'closed';
                timeLimitSeconds: number;
                title: string;
                variants: number;
                winners: number;
              }[];
            }[];
            today: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putAdminPopQuizzesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          timeLimitSeconds: number;
          winners: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attempts: number;
            closesAt: string;
            concept: string;
            day: string;
            id: number;
            opensAt: string;
            prompt: string;
            rewardPoints: number;
            rewardsLeft: number;
            slot: number;
            /** @enum {string} */
            state: 'upcoming' | 'open' | 'closed';
            timeLimitSeconds: number;
            title: string;
            variants: number;
            winners: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminPrivacyRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              deadlineAt: string;
              email: string;
              eraseAfter: string | null;
              id: number;
              /** @enum {string} */
              kind: 'export' | 'closure';
              overdue: boolean;
              reason: string | null;
              requestedAt: string;
              status: string;
              userId: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminPrivacyRequestsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          action: 'retry' | 'cancel' | 'note';
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deadlineAt: string;
            email: string;
            eraseAfter: string | null;
            id: number;
            /** @enum {string} */
            kind: 'export' | 'closure';
            overdue: boolean;
            reason: string | null;
            requestedAt: string;
            status: string;
            userId: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminQuizzes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            articlesWithoutQuiz: {
              id: number;
              slug: string;
              titleEn: string;
              titleTh: string;
            }[];
            data: {
              active: boolean;
              articleId: number;
              articleTitle: string;
              conceptCount: number;
              id: number;
              passPercent: number;
              poolLeft: string;
              questionCount: number;
              questions: {
                answers: number;
                circulating: boolean;
                clueEn: string | null;
                clueTh: string | null;
                concept: string | null;
                draws: number;
                explanationEn: string;
                explanationTh: string;
                id: number;
                options: {
                  correct: boolean;
                  id: number;
                  labelEn: string;
                  labelTh: string;
                }[];
                position: number;
                promptEn: string;
                promptTh: string;
                rightAnswers: number;
              }[];
              questionsPerAttempt: number | null;
              slug: string;
              tiers: {
                id: number;
                minGrade: string;
                nameEn: string;
                nameTh: string;
                points: number;
                rewardType: string;
              }[];
              timeLimitSeconds: number | null;
              titleEn: string;
              titleTh: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminQuizzes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          articleId: number;
          descriptionEn?: string | null;
          descriptionTh?: string | null;
          passPercent: number;
          /** @default [] */
          tiers?: {
            /** @enum {string} */
            minGrade: 'A+' | 'A' | 'B' | 'C' | 'D';
            points: number;
          }[];
          /** @default null */
          timeLimitSeconds?: number | null;
          titleEn: string;
          titleTh: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            articleId: number;
            articleTitle: string;
            conceptCount: number;
            id: number;
            passPercent: number;
            poolLeft: string;
            questionCount: number;
            questions: {
              answers: number;
              circulating: boolean;
              clueEn: string | null;
              clueTh: string | null;
              concept: string | null;
              draws: number;
              explanationEn: string;
              explanationTh: string;
              id: number;
              options: {
                correct: boolean;
                id: number;
                labelEn: string;
                labelTh: string;
              }[];
              position: number;
              promptEn: string;
              promptTh: string;
              rightAnswers: number;
            }[];
            questionsPerAttempt: number | null;
            slug: string;
            tiers: {
              id: number;
              minGrade: string;
              nameEn: string;
              nameTh: string;
              points: number;
              rewardType: string;
            }[];
            timeLimitSeconds: number | null;
            titleEn: string;
            titleTh: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putAdminQuizzesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          active: boolean;
          passPercent: number;
          questionsPerAttempt?: number | null;
          /** @default [] */
          tiers?: {
            id: number;
            points: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            articleId: number;
            articleTitle: string;
            conceptCount: number;
            id: number;
            passPercent: number;
            poolLeft: string;
            questionCount: number;
            questions: {
              answers: number;
              circulating: boolean;
              clueEn: string | null;
              clueTh: string | null;
              concept: string | null;
              draws: number;
              explanationEn: string;
              explanationTh: string;
              id: number;
              options: {
                correct: boolean;
                id: number;
                labelEn: string;
                labelTh: string;
              }[];
              position: number;
              promptEn: string;
              promptTh: string;
              rightAnswers: number;
            }[];
            questionsPerAttempt: number | null;
            slug: string;
            tiers: {
              id: number;
              minGrade: string;
              nameEn: string;
              nameTh: string;
              points: number;
              rewardType: string;
            }[];
            timeLimitSeconds: number | null;
            titleEn: string;
            titleTh: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminQuizzesByIdPool: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          points: number;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            poolLeft: string;
            replayed: boolean;
            transferId: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminQuizzesByIdQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          clueEn?: string | null;
          clueTh?: string | null;
          concept?: string | null;
          explanationEn: string;
          explanationTh: string;
          options: {
            /** @default false */
            correct?: boolean;
            labelEn: string;
            labelTh: string;
          }[];
          promptEn: string;
          promptTh: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            answers: number;
            circulating: boolean;
            clueEn: string | null;
            clueTh: string | null;
            concept: string | null;
            draws: number;
            explanationEn: string;
            explanationTh: string;
            id: number;
            options: {
              correct: boolean;
              id: number;
              labelEn: string;
              labelTh: string;
            }[];
            position: number;
            promptEn: string;
            promptTh: string;
            rightAnswers: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  putAdminQuizzesByIdQuestionsByQid: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        qid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          clueEn?: string | null;
          clueTh?: string | null;
          concept?: string | null;
          explanationEn: string;
          explanationTh: string;
          options: {
            /** @default false */
            correct?: boolean;
            labelEn: string;
            labelTh: string;
          }[];
          promptEn: string;
          promptTh: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            answers: number;
            circulating: boolean;
            clueEn: string | null;
            clueTh: string | null;
            concept: string | null;
            draws: number;
            explanationEn: string;
            explanationTh: string;
            id: number;
            options: {
              correct: boolean;
              id: number;
              labelEn: string;
              labelTh: string;
            }[];
            position: number;
            promptEn: string;
            promptTh: string;
            rightAnswers: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  deleteAdminQuizzesByIdQuestionsByQid: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        qid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminRedemptions: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        status?: 'COMPLETED' | 'FAILED' | 'PENDING';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              cancelledAt: string | null;
              cancelReason: string | null;
              destination: string | null;
              fulfilledAt: string | null;
              id: number;
              image: string;
              phone: string | null;
              pointsUsed: number;
              recipientName: string | null;
              redeemedAt: string;
              rewardId: number;
              rewardName: string;
              /** @enum {string} */
              rewardType: 'physical' | 'crypto' | 'point';
              /** @enum {string} */
              source: 'points' | 'coupon';
              /** @enum {string} */
              status: 'COMPLETED' | 'FAILED' | 'PENDING';
              trackingId: string | null;
              userEmail: string;
              userId: number;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminRedemptionsByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cancelledAt: string | null;
            cancelReason: string | null;
            destination: string | null;
            fulfilledAt: string | null;
            id: number;
            image: string;
            pointsUsed: number;
            redeemedAt: string;
            rewardId: number;
            rewardName: string;
            /** @enum {string} */
            rewardType: 'physical' | 'crypto' | 'point';
            /** @enum {string} */
            source: 'points' | 'coupon';
            /** @enum {string} */
            status: 'COMPLETED' | 'FAILED' | 'PENDING';
            trackingId: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminRedemptionsByIdFulfil: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          trackingId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cancelledAt: string | null;
            cancelReason: string | null;
            destination: string | null;
            fulfilledAt: string | null;
            id: number;
            image: string;
            pointsUsed: number;
            redeemedAt: string;
            rewardId: number;
            rewardName: string;
            /** @enum {string} */
            rewardType: 'physical' | 'crypto' | 'point';
            /** @enum {string} */
            source: 'points' | 'coupon';
            /** @enum {string} */
            status: 'COMPLETED' | 'FAILED' | 'PENDING';
            trackingId: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminReviewCredentialsByCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            holderEmail: string;
            holderName: string;
            issuedAt: string;
            revokedAt: string | null;
            /** @enum {string} */
            status: 'valid' | 'revoked';
            topic: {
              en: string;
              key: number;
              th: string;
            };
            verifyPath: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminReviewCredentialsByCodeRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            holderEmail: string;
            holderName: string;
            issuedAt: string;
            revokedAt: string | null;
            /** @enum {string} */
            status: 'valid' | 'revoked';
            topic: {
              en: string;
              key: number;
              th: string;
            };
            verifyPath: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAdminRewards: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              active: boolean;
              costPoints: number;
              descriptionEn: string;
              descriptionTh: string;
              id: number;
              image: string;
              nameEn: string;
              nameTh: string;
              pending: number;
              perUserLimit: number;
              redeemed: number;
              slug: string;
              sortOrder: number;
              stock: number;
              subscriptionRequired: boolean;
              /** @enum {string} */
              type: 'physical' | 'crypto' | 'point';
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAdminRewards: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          active: boolean;
          costPoints: number;
          descriptionEn: string;
          descriptionTh: string;
          nameEn: string;
          nameTh: string;
          perUserLimit: number;
          slug: string;
          sortOrder: number;
          stock: number;
          subscriptionRequired: boolean;
          /** @enum {string} */
          type: 'physical' | 'crypto' | 'point';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            costPoints: number;
            descriptionEn: string;
            descriptionTh: string;
            id: number;
            image: string;
            nameEn: string;
            nameTh: string;
            pending: number;
            perUserLimit: number;
            redeemed: number;
            slug: string;
            sortOrder: number;
            stock: number;
            subscriptionRequired: boolean;
            /** @enum {string} */
            type: 'physical' | 'crypto' | 'point';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putAdminRewardsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          active: boolean;
          costPoints: number;
          descriptionEn: string;
          descriptionTh: string;
          nameEn: string;
          nameTh: string;
          perUserLimit: number;
          slug: string;
          sortOrder: number;
          stock: number;
          subscriptionRequired: boolean;
          /** @enum {string} */
          type: 'physical' | 'crypto' | 'point';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            costPoints: number;
            descriptionEn: string;
            descriptionTh: string;
            id: number;
            image: string;
            nameEn: string;
            nameTh: string;
            pending: number;
            perUserLimit: number;
            redeemed: number;
            slug: string;
            sortOrder: number;
            stock: number;
            subscriptionRequired: boolean;
            /** @enum {string} */
            type: 'physical' | 'crypto' | 'point';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminRewardsByIdImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            image: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAdminUsers: {
    parameters: {
      query?: {
        email?: string;
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              blocked: boolean;
              blockedAt: string | null;
              createdAt: string;
              email: string;
              firstName: string | null;
              id: number;
              kycLevel: number | null;
              kycOverride: boolean | null;
              /** @enum {string} */
              role: 'user' | 'editor' | 'admin';
              surname: string | null;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getAdminUsersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            activities: {
              amount: string;
              createdAt: string;
              id: number;
              status: string;
              type: string;
              unit: string;
            }[];
            balances: {
              kub: string;
              points: string;
            };
            sessions: {
              active: boolean;
              createdAt: string;
              expiresAt: string;
              id: number;
              revokedAt: string | null;
              userAgent: string | null;
            }[];
            subscription: {
              endsAt: string;
              hintsPerMonth: number;
              hintsUsed: number;
              packageName: string;
              quotaTotal: number;
              quotaUsed: number;
              startsAt: string;
            } | null;
            user: {
              blocked: boolean;
              blockedAt: string | null;
              createdAt: string;
              email: string;
              emailVerified: boolean;
              firstName: string | null;
              id: number;
              kycLevel: number | null;
              kycOverride: boolean | null;
              locale: string;
              phone: string | null;
              /** @enum {string} */
              role: 'user' | 'editor' | 'admin';
              surname: string | null;
              walletAddress: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminUsersByIdBlock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            blocked: boolean;
            blockedAt: string | null;
            createdAt: string;
            email: string;
            firstName: string | null;
            id: number;
            kycLevel: number | null;
            kycOverride: boolean | null;
            /** @enum {string} */
            role: 'user' | 'editor' | 'admin';
            surname: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  putAdminUsersByIdKycOverride: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          override: boolean | null;
          reason?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            blocked: boolean;
            blockedAt: string | null;
            createdAt: string;
            email: string;
            firstName: string | null;
            id: number;
            kycLevel: number | null;
            kycOverride: boolean | null;
            /** @enum {string} */
            role: 'user' | 'editor' | 'admin';
            surname: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAdminUsersByIdUnblock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            blocked: boolean;
            blockedAt: string | null;
            createdAt: string;
            email: string;
            firstName: string | null;
            id: number;
            kycLevel: number | null;
            kycOverride: boolean | null;
            /** @enum {string} */
            role: 'user' | 'editor' | 'admin';
            surname: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAbout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            body: string;
            locale: string;
            summary: string;
            title: string;
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getActivities: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        status?: 'COMPLETED' | 'FAILED' | 'PENDING';
        type?:
          | 'Purchase Package'
          | 'Added the main quiz quota'
          | 'Received prizes from the main quiz'
          | 'Deducted the main quiz quota'
          | 'Hint used'
          | 'Add quota hint'
          | 'Received Point'
          | 'Deducted Point'
          | 'Redeem Token'
          | 'Deposit'
          | 'Adjustment';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              amount: string;
              createdAt: string;
              id: number;
              /** @enum {string} */
              status: 'COMPLETED' | 'FAILED' | 'PENDING';
              /** @enum {string} */
              type:
                | 'Purchase Package'
                | 'Added the main quiz quota'
                | 'Received prizes from the main quiz'
                | 'Deducted the main quiz quota'
                | 'Hint used'
                | 'Add quota hint'
                | 'Received Point'
                | 'Deducted Point'
                | 'Redeem Token'
                | 'Deposit'
                | 'Adjustment';
              unit: string;
            }[];
            limit: number;
            page: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getArticleCoversById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  postAuthChangePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          confirmPassword: string;
          oldPassword: string;
          password: string & (unknown & unknown & unknown & unknown);
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  postAuthForgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          captchaToken?: string;
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          captchaToken?: string;
          email: string;
          password: string;
          unlockToken?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            expiresAt: string;
            token: string;
            user: {
              email: string;
              emailVerified: boolean;
              firstName: string | null;
              id: number;
              isSubscriber: boolean;
              /** @enum {string} */
              locale: 'en' | 'th';
              /** @enum {string} */
              role: 'user' | 'editor' | 'admin';
              surname: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthLoginCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          challenge: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            expiresAt: string;
            token: string;
            user: {
              email: string;
              emailVerified: boolean;
              firstName: string | null;
              id: number;
              isSubscriber: boolean;
              /** @enum {string} */
              locale: 'en' | 'th';
              /** @enum {string} */
              role: 'user' | 'editor' | 'admin';
              surname: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {boolean} */
          acceptTerms: true;
          captchaToken?: string;
          confirmPassword: string;
          email: string;
          /** @enum {string} */
          locale?: 'en' | 'th';
          password: string & (unknown & unknown & unknown & unknown);
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthResend: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          captchaToken?: string;
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthResetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          confirmPassword: string;
          password: string & (unknown & unknown & unknown & unknown);
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthResetPasswordCheck: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getAuthTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            enabled: boolean;
            required: boolean;
            sessionVerified: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postAuthTwoFactorConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            recoveryCodes: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthTwoFactorDisable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthTwoFactorRecoveryCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            recoveryCodes: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthTwoFactorSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            otpauthUri: string;
            qrSvg: string;
            secret: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthTwoFactorVerify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthUnlock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          captchaToken?: string;
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getBlogs: {
    parameters: {
      query?: {
        active?: 'true';
        page?: number;
        pageSize?: number;
        slug_null?: 'false';
        status?: 'true';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              author: string;
              /** @default null */
              coverAlt: string | null;
              coverImage: string | null;
              /** @enum {string} */
              difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
              difficultyKey: number;
              exclusive: boolean;
              highlighted: boolean;
              id: number;
              locale: string;
              publishedAt: string;
              readingMinutes: number;
              slug: string;
              summary: string;
              title: string;
              topics: {
                key: number;
                name: string;
              }[];
              viewCount: number;
            }[];
            page: number;
            pageCount: number;
            pageSize: number;
            total: number;
            totalCapped?: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  putBlogsBlogviewById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            counted: boolean;
            id: number;
            viewCount: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postBlogsFiltered: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default [] */
          difficulty?: ('BEGINNER' | 'INTERMEDIATE' | 'ADVANCED')[];
          exclusive?: boolean;
          highlighted?: boolean;
          /** @default 1 */
          page?: number;
          /** @default 12 */
          pageSize?: number;
          /** @default [] */
          readingTime?: ('0-5' | '5-10' | '10+')[];
          /**
           * @default newest
           * @enum {string}
           */
          sort?: 'newest' | 'oldest' | 'popular' | 'reading-time';
          /** @default [] */
          topics?: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              author: string;
              /** @default null */
              coverAlt: string | null;
              coverImage: string | null;
              /** @enum {string} */
              difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
              difficultyKey: number;
              exclusive: boolean;
              highlighted: boolean;
              id: number;
              locale: string;
              publishedAt: string;
              readingMinutes: number;
              slug: string;
              summary: string;
              title: string;
              topics: {
                key: number;
                name: string;
              }[];
              viewCount: number;
            }[];
            page: number;
            pageCount: number;
            pageSize: number;
            total: number;
            totalCapped?: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getBlogsSlugBySlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            article: {
              author: string;
              body: string | null;
              /** @default null */
              coverAlt: string | null;
              coverImage: string | null;
              /** @enum {string} */
              difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
              difficultyKey: number;
              exclusive: boolean;
              highlighted: boolean;
              id: number;
              locale: string;
              locales: string[];
              locked: boolean;
              publishedAt: string;
              readingMinutes: number;
              slug: string;
              summary: string;
              teaser: string;
              title: string;
              topics: {
                key: number;
                name: string;
              }[];
              updatedAt: string;
              viewCount: number;
            };
            more: {
              author: string;
              /** @default null */
              coverAlt: string | null;
              coverImage: string | null;
              /** @enum {string} */
              difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
              difficultyKey: number;
              exclusive: boolean;
              highlighted: boolean;
              id: number;
              locale: string;
              publishedAt: string;
              readingMinutes: number;
              slug: string;
              summary: string;
              title: string;
              topics: {
                key: number;
                name: string;
              }[];
              viewCount: number;
            }[];
            related: {
              author: string;
              /** @default null */
              coverAlt: string | null;
              coverImage: string | null;
              /** @enum {string} */
              difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
              difficultyKey: number;
              exclusive: boolean;
              highlighted: boolean;
              id: number;
              locale: string;
              publishedAt: string;
              readingMinutes: number;
              slug: string;
              summary: string;
              title: string;
              topics: {
                key: number;
                name: string;
              }[];
              viewCount: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              active: boolean;
              id: number;
              key: number;
              name: string;
              nameEn: string;
              nameTh: string;
              ranking: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getCertificatesByCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            achievement: {
              en: string;
              th: string;
            };
            code: string;
            credentialUrl: string;
            grade: string;
            holderName: string;
            issuedAt: string;
            issuer: {
              id: string;
              name: string;
              url: string;
            };
            keyCompromisedAt: string | null;
            percent: number;
            quizSlug: string;
            revokedAt: string | null;
            signatureProblem: ('key-compromised' | 'key-unknown' | 'signature-mismatch') | null;
            signatureValid: boolean;
            /** @enum {string} */
            status: 'valid' | 'revoked';
            statusListUrl: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getCertificatesByCodeCertificatePdf: {
    parameters: {
      query?: {
        lang?: 'en' | 'th';
      };
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getCertificatesByCodeCredential: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getCertificatesByCodeOgPng: {
    parameters: {
      query?: {
        lang?: 'en' | 'th';
      };
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getCertificatesStatusListsByList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        list: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getCheckKycStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            kycLevel: number | null;
            requiredLevel: number;
            /** @enum {string} */
            source: 'exchange' | 'override' | 'none';
            verified: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getCouponCodesCheck: {
    parameters: {
      query: {
        code: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            description: string;
            expiresAt: string | null;
            /** @enum {string} */
            kind: 'points' | 'reward';
            points: number | null;
            reward: {
              id: number;
              name: string;
              /** @enum {string} */
              type: 'physical' | 'crypto' | 'point';
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCouponCodesRedeem: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            coupon: {
              code: string;
              description: string;
              expiresAt: string | null;
              /** @enum {string} */
              kind: 'points' | 'reward';
              points: number | null;
              reward: {
                id: number;
                name: string;
                /** @enum {string} */
                type: 'physical' | 'crypto' | 'point';
              } | null;
            };
            points: number;
            redemption: {
              cancelledAt: string | null;
              cancelReason: string | null;
              destination: string | null;
              fulfilledAt: string | null;
              id: number;
              image: string;
              pointsUsed: number;
              redeemedAt: string;
              rewardId: number;
              rewardName: string;
              /** @enum {string} */
              rewardType: 'physical' | 'crypto' | 'point';
              /** @enum {string} */
              source: 'points' | 'coupon';
              /** @enum {string} */
              status: 'COMPLETED' | 'FAILED' | 'PENDING';
              trackingId: string | null;
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            hasPin: boolean;
            kubBalance: string;
            package: {
              endsAt: string;
              hintsPerMonth: number;
              hintsRemaining: number;
              name: string;
              nftMemberCard: boolean;
              pricePaid: string;
              quotaRemaining: number;
              quotaTotal: number;
              quotaUsed: number;
              startsAt: string;
            } | null;
            points: number;
            totals: {
              kubIn: string;
              kubOut: string;
              pointsEarned: number;
              pointsSpent: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getDashboardPage: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        status?: 'COMPLETED' | 'FAILED' | 'PENDING';
        type?:
          | 'Purchase Package'
          | 'Added the main quiz quota'
          | 'Received prizes from the main quiz'
          | 'Deducted the main quiz quota'
          | 'Hint used'
          | 'Add quota hint'
          | 'Received Point'
          | 'Deducted Point'
          | 'Redeem Token'
          | 'Deposit'
          | 'Adjustment';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            activities: {
              data: {
                amount: string;
                createdAt: string;
                id: number;
                /** @enum {string} */
                status: 'COMPLETED' | 'FAILED' | 'PENDING';
                /** @enum {string} */
                type:
                  | 'Purchase Package'
                  | 'Added the main quiz quota'
                  | 'Received prizes from the main quiz'
                  | 'Deducted the main quiz quota'
                  | 'Hint used'
                  | 'Add quota hint'
                  | 'Received Point'
                  | 'Deducted Point'
                  | 'Redeem Token'
                  | 'Deposit'
                  | 'Adjustment';
                unit: string;
              }[];
              limit: number;
              page: number;
              total: number;
            };
            checklist: {
              allDone: boolean;
              doneCount: number;
              exchangeLinked: boolean;
              kycVerified: boolean;
              steps: {
                done: boolean;
                /** @enum {string} */
                step: 'exchange' | 'pin' | 'deposit' | 'subscription' | 'wallet';
              }[];
            };
            dashboard: {
              hasPin: boolean;
              kubBalance: string;
              package: {
                endsAt: string;
                hintsPerMonth: number;
                hintsRemaining: number;
                name: string;
                nftMemberCard: boolean;
                pricePaid: string;
                quotaRemaining: number;
                quotaTotal: number;
                quotaUsed: number;
                startsAt: string;
              } | null;
              points: number;
              totals: {
                kubIn: string;
                kubOut: string;
                pointsEarned: number;
                pointsSpent: number;
              };
            };
            kept: {
              kept: string;
              payoutsOn: boolean;
            };
            payouts: {
              data: {
                amount: string;
                createdAt: string;
                id: number;
                settledAt: string | null;
                /** @enum {string} */
                status: 'COMPLETED' | 'FAILED' | 'PENDING';
                toAddress: string;
                txHash: string | null;
              }[];
              enabled: boolean;
            };
            review: {
              dueThisWeek: number;
              dueToday: number;
              reviewedToday: boolean;
              streakDays: number;
              totalCards: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getDeposits: {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              amount: string;
              creditedAt: string | null;
              receivedAt: string;
              reference: string;
              /** @enum {string} */
              status: 'pending' | 'credited';
            }[];
            exchangeAccount: {
              email: string;
              subject: string;
            } | null;
            limit: number;
            page: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getEarningChecklist: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            allDone: boolean;
            doneCount: number;
            exchangeLinked: boolean;
            kycVerified: boolean;
            steps: {
              done: boolean;
              /** @enum {string} */
              step: 'exchange' | 'pin' | 'deposit' | 'subscription' | 'wallet';
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getFavorites: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        type?: 'blog';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              articleId: number;
              coverImage: string | null;
              readingMinutes: number;
              savedAt: string;
              slug: string;
              summary: string;
              title: string;
              /** @enum {string} */
              type: 'blog';
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putFavoritesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'SAVED' | 'UNSAVED';
          /**
           * @default blog
           * @enum {string}
           */
          type?: 'blog';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            articleId: number;
            /** @enum {string} */
            status: 'SAVED' | 'UNSAVED';
            /** @enum {string} */
            type: 'blog';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getFavoritesCount: {
    parameters: {
      query?: {
        type?: 'blog';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getFavoritesSaved: {
    parameters: {
      query: {
        ids: string;
        type?: 'blog';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            saved: number[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postFeedbacks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message: string;
          /** @enum {string} */
          topic:
            | 'new-article'
            | 'glossary-term'
            | 'correction'
            | 'quizzes-rewards'
            | 'account'
            | 'website'
            | 'other';
          /** @enum {string} */
          type: 'content-request' | 'feedback';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            id: number;
            /** @enum {string} */
            topic:
              | 'new-article'
              | 'glossary-term'
              | 'correction'
              | 'quizzes-rewards'
              | 'account'
              | 'website'
              | 'other';
            /** @enum {string} */
            type: 'content-request' | 'feedback';
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getFooters: {
    parameters: {
      query: {
        type:
          | 'Terms-Conditions'
          | 'Privacy-Policy'
          | 'Terms-Subscriptions'
          | 'Cookies-Policy'
          | 'Data-Subject-Right'
          | 'Takedown-Notice'
          | 'Copyright-Notice-Policy'
          | 'Terms-of-Service'
          | 'Whistleblowing';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            body: string;
            locale: string;
            title: string;
            /** @enum {string} */
            type:
              | 'Terms-Conditions'
              | 'Privacy-Policy'
              | 'Terms-Subscriptions'
              | 'Cookies-Policy'
              | 'Data-Subject-Right'
              | 'Takedown-Notice'
              | 'Copyright-Notice-Policy'
              | 'Terms-of-Service'
              | 'Whistleblowing';
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getGetStartBanners: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              id: number;
              key: string;
              subtitle: string;
              title: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getGetStarts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              body: string;
              id: number;
              key: string;
              link: string | null;
              order: number;
              title: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getGetFAQ: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              answer: string;
              key: string;
              question: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getGlossaries: {
    parameters: {
      query?: {
        limit?: number;
        search?: string;
        sort?: 'tag:asc' | 'created_at:desc';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              definition: string;
              id: number;
              key: string;
              summary: string;
              tag: string;
              term: string;
              termEn: string;
              termTh: string;
              thaiInitial: string;
            }[];
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getGlossariesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            definition: string;
            id: number;
            key: string;
            summary: string;
            tag: string;
            term: string;
            termEn: string;
            termTh: string;
            thaiInitial: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getGlossaryPage: {
    parameters: {
      query?: {
        by?: 'en' | 'th';
        page?: string;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            alphabet: 'en' | 'th';
            count: number;
            groups: {
              entries: {
                id: number;
                summary: string;
                tag: string;
                termEn: string;
                termTh: string;
                thaiInitial: string;
              }[];
              letter: string;
            }[];
            letterPages: {
              en: {
                [key: string]: number;
              };
              th: {
                [key: string]: number;
              };
            };
            page: number;
            pageCount: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getHomePage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            categories: {
              active: boolean;
              id: number;
              key: number;
              name: string;
              nameEn: string;
              nameTh: string;
              ranking: number;
            }[];
            exclusive: {
              author: string;
              /** @default null */
              coverAlt: string | null;
              coverImage: string | null;
              /** @enum {string} */
              difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
              difficultyKey: number;
              exclusive: boolean;
              highlighted: boolean;
              id: number;
              locale: string;
              publishedAt: string;
              readingMinutes: number;
              slug: string;
              summary: string;
              title: string;
              topics: {
                key: number;
                name: string;
              }[];
              viewCount: number;
            }[];
            fromPrice: string | null;
            highlighted: {
              author: string;
              /** @default null */
              coverAlt: string | null;
              coverImage: string | null;
              /** @enum {string} */
              difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
              difficultyKey: number;
              exclusive: boolean;
              highlighted: boolean;
              id: number;
              locale: string;
              publishedAt: string;
              readingMinutes: number;
              slug: string;
              summary: string;
              title: string;
              topics: {
                key: number;
                name: string;
              }[];
              viewCount: number;
            }[];
            latest: {
              author: string;
              /** @default null */
              coverAlt: string | null;
              coverImage: string | null;
              /** @enum {string} */
              difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
              difficultyKey: number;
              exclusive: boolean;
              highlighted: boolean;
              id: number;
              locale: string;
              publishedAt: string;
              readingMinutes: number;
              slug: string;
              summary: string;
              title: string;
              topics: {
                key: number;
                name: string;
              }[];
              viewCount: number;
            }[];
            market: {
              asOf: string;
              /** @enum {string} */
              source: 'live' | 'cached' | 'snapshot';
              tokens: {
                change24hPercent: number | null;
                name: string;
                priceThb: number | null;
                priceUsd: number | null;
                symbol: string;
                volume24hThb: number | null;
                volume24hUsd: number | null;
              }[];
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getKeptKkub: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            kept: string;
            payoutsOn: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postKeptKkubSend: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount: string;
          pin: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            kept: string;
            kkub: string;
            kubBalance: string;
            payout: {
              id: number;
            };
            replayed: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLearningCampaigns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ended: {
              description: string;
              endsAt: string;
              id: number;
              me: {
                claim: {
                  claimedAt: string;
                  points: number;
                } | null;
                pointsForfeited: {
                  message: string;
                  offer: {
                    durationDays: number;
                    firstTime: boolean;
                    name: string;
                    packageId: number;
                    price: string;
                    slug: string;
                  } | null;
                  /** @enum {string} */
                  reason: 'POINTS_SUBSCRIBERS_ONLY' | 'POINTS_NOT_IN_PACKAGE';
                  wouldHaveEarned: number;
                } | null;
                qualified: boolean;
              } | null;
              poolRemaining: number | null;
              rewardPoints: number;
              rules: {
                done: number | null;
                items: {
                  done: boolean | null;
                  slug: string;
                  title: string;
                }[];
                met: boolean | null;
                required: number;
                /** @enum {string} */
                type: 'read_articles' | 'pass_quizzes' | 'pop_quiz_days' | 'complete_path';
              }[];
              slug: string;
              startsAt: string;
              /** @enum {string} */
              status: 'upcoming' | 'running' | 'ended';
              title: string;
            }[];
            now: string;
            running: {
              description: string;
              endsAt: string;
              id: number;
              me: {
                claim: {
                  claimedAt: string;
                  points: number;
                } | null;
                pointsForfeited: {
                  message: string;
                  offer: {
                    durationDays: number;
                    firstTime: boolean;
                    name: string;
                    packageId: number;
                    price: string;
                    slug: string;
                  } | null;
                  /** @enum {string} */
                  reason: 'POINTS_SUBSCRIBERS_ONLY' | 'POINTS_NOT_IN_PACKAGE';
                  wouldHaveEarned: number;
                } | null;
                qualified: boolean;
              } | null;
              poolRemaining: number | null;
              rewardPoints: number;
              rules: {
                done: number | null;
                items: {
                  done: boolean | null;
                  slug: string;
                  title: string;
                }[];
                met: boolean | null;
                required: number;
                /** @enum {string} */
                type: 'read_articles' | 'pass_quizzes' | 'pop_quiz_days' | 'complete_path';
              }[];
              slug: string;
              startsAt: string;
              /** @enum {string} */
              status: 'upcoming' | 'running' | 'ended';
              title: string;
            }[];
            upcoming: {
              description: string;
              endsAt: string;
              id: number;
              me: {
                claim: {
                  claimedAt: string;
                  points: number;
                } | null;
                pointsForfeited: {
                  message: string;
                  offer: {
                    durationDays: number;
                    firstTime: boolean;
                    name: string;
                    packageId: number;
                    price: string;
                    slug: string;
                  } | null;
                  /** @enum {string} */
                  reason: 'POINTS_SUBSCRIBERS_ONLY' | 'POINTS_NOT_IN_PACKAGE';
                  wouldHaveEarned: number;
                } | null;
                qualified: boolean;
              } | null;
              poolRemaining: number | null;
              rewardPoints: number;
              rules: {
                done: number | null;
                items: {
                  done: boolean | null;
                  slug: string;
                  title: string;
                }[];
                met: boolean | null;
                required: number;
                /** @enum {string} */
                type: 'read_articles' | 'pass_quizzes' | 'pop_quiz_days' | 'complete_path';
              }[];
              slug: string;
              startsAt: string;
              /** @enum {string} */
              status: 'upcoming' | 'running' | 'ended';
              title: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  postLearningCampaignsByIdClaim: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            campaignId: number;
            claimedAt: string;
            points: number;
            replayed: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getLearningCertificatesByCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            holderName: string;
            issuedAt: string;
            path: {
              /** @enum {string} */
              level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
              slug: string;
              title: string;
            };
            /** @enum {string} */
            status: 'valid' | 'revoked';
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getLearningGames: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            leaderboard: {
              displayName: string | null;
              me: boolean;
              points: number;
              rank: number;
            }[];
            me: {
              optedOut: boolean;
              points: number;
              rank: number | null;
              streak: {
                answeredToday: boolean;
                current: number;
                days: {
                  answered: boolean;
                  day: string;
                }[];
              };
            } | null;
            now: string;
            week: {
              endsAt: string;
              startsAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getLearningPaths: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              estimatedMinutes: number;
              id: number;
              /** @enum {string} */
              level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
              progress: {
                certificateCode: string | null;
                completedSteps: number;
                totalSteps: number;
              } | null;
              quizCount: number;
              slug: string;
              stepCount: number;
              summary: string;
              title: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getLearningPathsBySlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            certificate: {
              code: string;
              issuedAt: string;
            } | null;
            estimatedMinutes: number;
            id: number;
            /** @enum {string} */
            level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
            progress: {
              certificateCode: string | null;
              completedSteps: number;
              totalSteps: number;
            } | null;
            quizCount: number;
            slug: string;
            stepCount: number;
            steps: {
              article: {
                /** @enum {string} */
                difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
                exclusive: boolean;
                id: number;
                readingMinutes: number;
                slug: string;
                summary: string;
                title: string;
              };
              complete: boolean | null;
              position: number;
              quiz: {
                slug: string;
              } | null;
              quizPassed: boolean | null;
              read: boolean | null;
            }[];
            summary: string;
            title: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  postLearningPathsBySlugCertificate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            holderName: string;
            issuedAt: string;
            path: {
              /** @enum {string} */
              level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
              slug: string;
              title: string;
            };
            /** @enum {string} */
            status: 'valid' | 'revoked';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postLearningReads: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          articleId: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            paths: {
              complete: boolean;
              progress: {
                certificateCode: string | null;
                completedSteps: number;
                totalSteps: number;
              };
              slug: string;
              title: string;
            }[];
            recorded: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getLearningSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            leaderboardOptOut: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putLearningSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          leaderboardOptOut: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            leaderboardOptOut: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getMarketTickers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            asOf: string;
            /** @enum {string} */
            source: 'live' | 'cached' | 'snapshot';
            tokens: {
              change24hPercent: number | null;
              name: string;
              priceThb: number | null;
              priceUsd: number | null;
              symbol: string;
              volume24hThb: number | null;
              volume24hUsd: number | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getPartners: {
    parameters: {
      query?: {
        category?: 'EDUCATION' | 'EXCHANGE' | 'WALLET' | 'MEDIA' | 'COMMUNITY' | 'INFRASTRUCTURE';
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              category: 'EDUCATION' | 'EXCHANGE' | 'WALLET' | 'MEDIA' | 'COMMUNITY' | 'INFRASTRUCTURE';
              description: string;
              email: string;
              id: number;
              key: string;
              name: string;
              website: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getPayouts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              amount: string;
              createdAt: string;
              id: number;
              settledAt: string | null;
              /** @enum {string} */
              status: 'COMPLETED' | 'FAILED' | 'PENDING';
              toAddress: string;
              txHash: string | null;
            }[];
            enabled: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getPin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            hasPin: boolean;
            lockedUntil: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putPin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          confirm: string;
          currentPin: string;
          newPin: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            hasPin: boolean;
            lockedUntil: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          confirm: string;
          pin: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            hasPin: boolean;
            lockedUntil: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPinReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          confirm: string;
          pin: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPinResetRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPinResetCheck: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPopQuizCompletedHistories: {
    parameters: {
      query?: {
        limit?: number;
        start?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              answeredAt: string | null;
              attemptId: number;
              claimedAt: string | null;
              claimExpiresAt: string | null;
              claimSecondsRemaining: number | null;
              day: string;
              durationSeconds: number | null;
              pointsReceived: number;
              popQuizId: number;
              prompt: string;
              result: ('pass' | 'fail') | null;
              rewardPoints: number;
              startedAt: string;
              /** @enum {string} */
              status: 'failed' | 'pending' | 'inprogress' | 'completed' | 'outofreward' | 'expired';
              title: string;
            }[];
            limit: number;
            start: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getPopQuizHistoriesByUser: {
    parameters: {
      query?: {
        limit?: number;
        start?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              answeredAt: string | null;
              attemptId: number;
              claimedAt: string | null;
              claimExpiresAt: string | null;
              claimSecondsRemaining: number | null;
              day: string;
              durationSeconds: number | null;
              pointsReceived: number;
              popQuizId: number;
              prompt: string;
              result: ('pass' | 'fail') | null;
              rewardPoints: number;
              startedAt: string;
              /** @enum {string} */
              status: 'failed' | 'pending' | 'inprogress' | 'completed' | 'outofreward' | 'expired';
              title: string;
            }[];
            limit: number;
            start: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getPopQuizsAvailable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              closesAt: string;
              day: string;
              expiresInSeconds: number;
              id: number;
              myAttempt: {
                answerSecondsRemaining: number | null;
                attemptId: number;
                claimExpiresAt: string | null;
                claimSecondsRemaining: number | null;
                /** @enum {string} */
                status: 'failed' | 'pending' | 'inprogress' | 'completed' | 'outofreward' | 'expired';
              } | null;
              opensAt: string;
              rewardPoints: number;
              rewardsLeft: number;
              rewardsTotal: number;
              /** @enum {string} */
              state: 'active' | 'expired' | 'outofreward';
              timeLimitSeconds: number;
              title: string;
            }[];
            day: string;
            nextAvailableAt: string;
            nextAvailableInSeconds: number;
            serverTime: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  postPopQuizsByIdClaim: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attemptId: number;
            claimedAt: string;
            rewardPoints: number;
            /** @enum {string} */
            status: 'completed';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getPopQuizsByIdQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attemptId: number;
            deadlineAt: string;
            graceSeconds: number;
            hint: string | null;
            hintsRemaining: number;
            popQuizId: number;
            question: {
              answerCount: number;
              id: number;
              options: {
                id: number;
                text: string;
              }[];
              prompt: string;
            };
            rewardPoints: number;
            secondsRemaining: number;
            serverTime: string;
            startedAt: string;
            title: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postPopQuizsByIdQuestionsByQidHint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        qid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            hint: string;
            hintsRemaining: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postPopQuizsByIdQuestionsByQidSubmit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        qid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          selectedAnswers: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attemptId: number;
            claimExpiresAt: string | null;
            claimSecondsRemaining: number | null;
            correct: boolean;
            correctAnswers: number[];
            explanation: string;
            pointsForfeited: {
              message: string;
              offer: {
                durationDays: number;
                firstTime: boolean;
                name: string;
                packageId: number;
                price: string;
                slug: string;
              } | null;
              /** @enum {string} */
              reason: 'POINTS_SUBSCRIBERS_ONLY' | 'POINTS_NOT_IN_PACKAGE';
              wouldHaveEarned: number;
            } | null;
            rewardPoints: number;
            /** @enum {string} */
            status: 'failed' | 'pending' | 'inprogress' | 'completed' | 'outofreward' | 'expired';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getPrivacy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            closure: {
              certificates: ('keep' | 'revoke') | null;
              eraseAfter: string | null;
              reason: string | null;
              requestedAt: string;
              /** @enum {string} */
              status:
                | 'awaiting_confirmation'
                | 'cooling_off'
                | 'completed'
                | 'cancelled'
                | 'refused'
                | 'needs_review';
            } | null;
            coolingOffDays: number;
            exports: {
              downloadToken: string | null;
              expiresAt: string | null;
              id: number;
              jsonAvailable: boolean;
              requestedAt: string;
              /** @enum {string} */
              status: 'queued' | 'ready' | 'downloaded' | 'expired' | 'failed';
              summaryAvailable: boolean;
            }[];
            hasPassword: boolean;
            hasPin: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postPrivacyClosure: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          certificates: 'keep' | 'revoke';
          password?: string;
          pin?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            certificates: ('keep' | 'revoke') | null;
            eraseAfter: string | null;
            reason: string | null;
            requestedAt: string;
            /** @enum {string} */
            status:
              | 'awaiting_confirmation'
              | 'cooling_off'
              | 'completed'
              | 'cancelled'
              | 'refused'
              | 'needs_review';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deletePrivacyClosure: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            certificates: ('keep' | 'revoke') | null;
            eraseAfter: string | null;
            reason: string | null;
            requestedAt: string;
            /** @enum {string} */
            status:
              | 'awaiting_confirmation'
              | 'cooling_off'
              | 'completed'
              | 'cancelled'
              | 'refused'
              | 'needs_review';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postPrivacyExports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            export: {
              downloadToken: string | null;
              expiresAt: string | null;
              id: number;
              jsonAvailable: boolean;
              requestedAt: string;
              /** @enum {string} */
              status: 'queued' | 'ready' | 'downloaded' | 'expired' | 'failed';
              summaryAvailable: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPrivacyExportsDownload: {
    parameters: {
      query: {
        format?: 'json' | 'html';
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getProvinces: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              code: number;
              id: number;
              nameEn: string;
              nameTh: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getRedeemHistories: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        status?: 'COMPLETED' | 'FAILED' | 'PENDING';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              cancelledAt: string | null;
              cancelReason: string | null;
              destination: string | null;
              fulfilledAt: string | null;
              id: number;
              image: string;
              pointsUsed: number;
              redeemedAt: string;
              rewardId: number;
              rewardName: string;
              /** @enum {string} */
              rewardType: 'physical' | 'crypto' | 'point';
              /** @enum {string} */
              source: 'points' | 'coupon';
              /** @enum {string} */
              status: 'COMPLETED' | 'FAILED' | 'PENDING';
              trackingId: string | null;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postRedeemToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          pin: string;
          points: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            kkub: string;
            kubBalance: string;
            payout: {
              id: number;
            } | null;
            pointBalance: number;
            points: number;
            replayed: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRedeemsAvailable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              hasPin: boolean;
              kycVerified: boolean;
              points: number;
              shippingAddress: string | null;
              shippingReady: boolean;
              subscribed: boolean;
              walletAddress: string | null;
            } | null;
            data: {
              costPoints: number;
              description: string;
              id: number;
              image: string;
              name: string;
              nameEn: string;
              nameTh: string;
              perUserLimit: number;
              redeemedByMe: number | null;
              slug: string;
              stock: number;
              subscriptionRequired: boolean;
              totalStock: number;
              /** @enum {string} */
              type: 'physical' | 'crypto' | 'point';
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getRedeemsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              hasPin: boolean;
              kycVerified: boolean;
              points: number;
              shippingAddress: string | null;
              shippingReady: boolean;
              subscribed: boolean;
              walletAddress: string | null;
            } | null;
            reward: {
              costPoints: number;
              description: string;
              id: number;
              image: string;
              name: string;
              nameEn: string;
              nameTh: string;
              perUserLimit: number;
              redeemedByMe: number | null;
              slug: string;
              stock: number;
              subscriptionRequired: boolean;
              totalStock: number;
              /** @enum {string} */
              type: 'physical' | 'crypto' | 'point';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  postRedeemsByIdSubmit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          pin: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            points: number;
            redemption: {
              cancelledAt: string | null;
              cancelReason: string | null;
              destination: string | null;
              fulfilledAt: string | null;
              id: number;
              image: string;
              pointsUsed: number;
              redeemedAt: string;
              rewardId: number;
              rewardName: string;
              /** @enum {string} */
              rewardType: 'physical' | 'crypto' | 'point';
              /** @enum {string} */
              source: 'points' | 'coupon';
              /** @enum {string} */
              status: 'COMPLETED' | 'FAILED' | 'PENDING';
              trackingId: string | null;
            };
            replayed: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getReminders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: boolean;
            kinds: {
              pop_quiz_open: boolean;
              quiz_waiting: boolean;
              reviews_due: boolean;
              reward_claim_closing: boolean;
              subscription_ending: boolean;
            };
            push: boolean;
            pushDevices: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  putReminders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: boolean;
          kinds: {
            pop_quiz_open: boolean;
            quiz_waiting: boolean;
            reviews_due: boolean;
            reward_claim_closing: boolean;
            subscription_ending: boolean;
          };
          push: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: boolean;
            kinds: {
              pop_quiz_open: boolean;
              quiz_waiting: boolean;
              reviews_due: boolean;
              reward_claim_closing: boolean;
              subscription_ending: boolean;
            };
            push: boolean;
            pushDevices: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRemindersPushKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            publicKey: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  postRemindersPushSubscriptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          endpoint: string;
          expirationTime?: number | null;
          keys: {
            auth: string;
            p256dh: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: boolean;
            kinds: {
              pop_quiz_open: boolean;
              quiz_waiting: boolean;
              reviews_due: boolean;
              reward_claim_closing: boolean;
              subscription_ending: boolean;
            };
            push: boolean;
            pushDevices: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteRemindersPushSubscriptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          endpoint: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: boolean;
            kinds: {
              pop_quiz_open: boolean;
              quiz_waiting: boolean;
              reviews_due: boolean;
              reward_claim_closing: boolean;
              subscription_ending: boolean;
            };
            push: boolean;
            pushDevices: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postReviewCardsByIdAnswer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          selectedAnswers: ('A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H')[];
          version: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            article: {
              anchor: string | null;
              slug: string;
              title: string;
            } | null;
            cardId: number;
            correct: boolean;
            correctAnswers: ('A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H')[];
            dueToday: number;
            explanation: string;
            masteredCredentialCode: string | null;
            ratingChoices: ('again' | 'hard' | 'good' | 'easy')[];
            schedule: {
              due: string;
              intervalDays: number;
              /** @enum {string} */
              rating: 'again' | 'hard' | 'good' | 'easy';
              ratingChosen: boolean;
              stability: number;
            };
            secondsTaken: number;
            version: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postReviewCardsByIdRating: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          rating: 'again' | 'hard' | 'good' | 'easy';
          version: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cardId: number;
            masteredCredentialCode: string | null;
            schedule: {
              due: string;
              intervalDays: number;
              /** @enum {string} */
              rating: 'again' | 'hard' | 'good' | 'easy';
              ratingChosen: boolean;
              stability: number;
            };
            version: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getReviewCredentialsByCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            holderName: string;
            issuedAt: string;
            issuer: {
              id: string;
              name: string;
              url: string;
            };
            revokedAt: string | null;
            signatureValid: boolean;
            /** @enum {string} */
            status: 'valid' | 'revoked';
            topic: {
              en: string;
              key: number;
              th: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getReviewCredentialsByCodeCredential: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getReviewNext: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            card: {
              answerCount: number;
              cardId: number;
              options: {
                /** @enum {string} */
                key: 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H';
                text: string;
              }[];
              prompt: string;
              reviews: number;
              servedAt: string;
              serverTime: string;
              /** @enum {string} */
              source: 'quiz' | 'pop_quiz';
              topic: {
                key: number;
                name: string;
              } | null;
              version: number;
            } | null;
            dueToday: number;
            nextDueAt: string | null;
            serverTime: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getReviewProgress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            dueThisWeek: number;
            dueToday: number;
            masteryStabilityDays: number;
            reviewedToday: boolean;
            serverTime: string;
            streakDays: number;
            topics: {
              cards: number;
              credential: {
                code: string;
                issuedAt: string;
                revokedAt: string | null;
              } | null;
              /** @enum {string} */
              level: 'new' | 'learning' | 'familiar' | 'mastered';
              masteredCards: number;
              topic: {
                key: number;
                name: string;
              } | null;
            }[];
            totalCards: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getRewardImagesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getRewardTrackingsUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              cancelledAt: string | null;
              cancelReason: string | null;
              destination: string | null;
              fulfilledAt: string | null;
              id: number;
              image: string;
              pointsUsed: number;
              redeemedAt: string;
              rewardId: number;
              rewardName: string;
              /** @enum {string} */
              rewardType: 'physical' | 'crypto' | 'point';
              /** @enum {string} */
              source: 'points' | 'coupon';
              /** @enum {string} */
              status: 'COMPLETED' | 'FAILED' | 'PENDING';
              trackingId: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getRewardTrackingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string | null;
            fromProfile: {
              address: string | null;
              phone: string | null;
              recipientName: string | null;
              walletAddress: string | null;
            };
            id: number;
            phone: string | null;
            quizTitle: string;
            recipientName: string | null;
            rewardName: string;
            /** @enum {string} */
            rewardType: 'point' | 'physical' | 'crypto';
            /** @enum {string} */
            status: 'PENDING' | 'SUBMITTED' | 'SHIPPED' | 'COMPLETED';
            trackingNumber: string | null;
            walletAddress: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  putRewardTrackingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address?: string;
          phone?: string;
          recipientName: string;
          walletAddress?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string | null;
            fromProfile: {
              address: string | null;
              phone: string | null;
              recipientName: string | null;
              walletAddress: string | null;
            };
            id: number;
            phone: string | null;
            quizTitle: string;
            recipientName: string | null;
            rewardName: string;
            /** @enum {string} */
            rewardType: 'point' | 'physical' | 'crypto';
            /** @enum {string} */
            status: 'PENDING' | 'SUBMITTED' | 'SHIPPED' | 'COMPLETED';
            trackingNumber: string | null;
            walletAddress: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getSearch: {
    parameters: {
      query: {
        kind?: 'all' | 'article' | 'glossary';
        page?: number;
        pageSize?: number;
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            corrections: {
              from: string;
              to: string;
            }[];
            items: {
              exclusive: boolean;
              id: number;
              /** @enum {string} */
              kind: 'article' | 'glossary';
              locale: string;
              path: string;
              score: number;
              snippetHtml: string;
              titleHtml: string;
            }[];
            page: number;
            pageSize: number;
            query: string;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getSubscriptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              description: string;
              durationDays: number;
              earnPoints: boolean;
              hintsPerMonth: number;
              id: number;
              kycRequired: boolean;
              mainQuizQuota: number;
              name: string;
              nameEn: string;
              nameTh: string;
              newSubscribersOnly: boolean;
              nftMemberCard: boolean;
              price: string;
              slug: string;
            }[];
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getSubscriptionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            description: string;
            durationDays: number;
            earnPoints: boolean;
            hintsPerMonth: number;
            id: number;
            kycRequired: boolean;
            mainQuizQuota: number;
            name: string;
            nameEn: string;
            nameTh: string;
            newSubscribersOnly: boolean;
            nftMemberCard: boolean;
            price: string;
            slug: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getSubscriptionsByIdOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            hasPin: boolean;
            kubBalance: string;
            kycVerified: boolean;
            package: {
              description: string;
              durationDays: number;
              earnPoints: boolean;
              hintsPerMonth: number;
              id: number;
              kycRequired: boolean;
              mainQuizQuota: number;
              name: string;
              nameEn: string;
              nameTh: string;
              newSubscribersOnly: boolean;
              nftMemberCard: boolean;
              price: string;
              slug: string;
            };
            refusal: {
              code: string;
              message: string;
            } | null;
            shortBy: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getUserClientsByIdAvatar: {
    parameters: {
      query?: {
        v?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getUserClientsActiveUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            windowHours: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  postUserClientsBitkubnextLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          codeVerifier: string;
          iss?: string;
          state: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            kyc: {
              kycLevel: number | null;
              requiredLevel: number;
              /** @enum {string} */
              source: 'exchange' | 'override' | 'none';
              verified: boolean;
            };
            linked: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteUserClientsBitkubnextLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            kyc: {
              kycLevel: number | null;
              requiredLevel: number;
              /** @enum {string} */
              source: 'exchange' | 'override' | 'none';
              verified: boolean;
            };
            linked: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUserClientsBitkubnextLinkRefresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            kyc: {
              kycLevel: number | null;
              requiredLevel: number;
              /** @enum {string} */
              source: 'exchange' | 'override' | 'none';
              verified: boolean;
            };
            linked: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUserClientsBitkubnextLinkStart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @default en
           * @enum {string}
           */
          locale?: 'en' | 'th';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            authorizeUrl: string;
            codeVerifier: string;
            expiresIn: number;
            redirectUri?: string;
            state: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUserClientsBitkubnextLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          codeVerifier: string;
          iss?: string;
          state: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            expiresAt: string;
            token: string;
            user: {
              created: boolean;
              email: string;
              id: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUserClientsBitkubnextLoginStart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @default en
           * @enum {string}
           */
          locale?: 'en' | 'th';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            authorizeUrl: string;
            codeVerifier: string;
            expiresIn: number;
            redirectUri?: string;
            state: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUserClientsLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  postUserClientsMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            emailVerified: boolean;
            firstName: string | null;
            id: number;
            isSubscriber: boolean;
            /** @enum {string} */
            locale: 'en' | 'th';
            /** @enum {string} */
            role: 'user' | 'editor' | 'admin';
            surname: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  patchUserClientsMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          firstName?: string | null;
          /** @enum {string} */
          locale?: 'en' | 'th';
          surname?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            emailVerified: boolean;
            firstName: string | null;
            id: number;
            isSubscriber: boolean;
            /** @enum {string} */
            locale: 'en' | 'th';
            /** @enum {string} */
            role: 'user' | 'editor' | 'admin';
            surname: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postUserClientsMeAvatar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            avatarUrl: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchUserClientsMeProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address?: string | null;
          confirmWalletChange?: boolean;
          district?: string | null;
          firstName?: string | null;
          phishingWord?: string | null;
          phone?: string | null;
          postcode?: string | null;
          provinceId?: number | null;
          remark?: string | null;
          surname?: string | null;
          walletAddress?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string | null;
            avatarUrl: string | null;
            bkNext: {
              exchangeWalletAddress: string | null;
              familyName?: string | null;
              givenName?: string | null;
              kycLevel: number;
              nextWalletAddress: string | null;
              refreshedAt?: string;
              reverifyRequired?: boolean;
            } | null;
            district: string | null;
            email: string;
            firstName: string | null;
            hasPassword: boolean;
            id: number;
            kubBalance: string;
            kyc: {
              kycLevel: number | null;
              requiredLevel: number;
              /** @enum {string} */
              source: 'exchange' | 'override' | 'none';
              verified: boolean;
            };
            phishingWord: string | null;
            phone: string | null;
            point: number;
            postcode: string | null;
            provinceId: number | null;
            remark: string | null;
            /** @enum {string} */
            role: 'user' | 'editor' | 'admin';
            surname: string | null;
            walletAddress: string | null;
            walletProvenAt: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postUserSubscriptionInfos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          expectedPrice?: string;
          packageId: number;
          pin?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            kubBalance: string;
            replayed: boolean;
            subscription: {
              createdAt: string;
              durationDays: number;
              earnPoints: boolean;
              endDate: string;
              exclusiveAccess: boolean;
              expired: boolean;
              expiryDate: string;
              hints: {
                perMonth: number;
                remaining: number;
                renewsAt: string | null;
                usedThisMonth: number;
                usedTotal: number;
              };
              id: number;
              nftCard: {
                contractAddress: string | null;
                imageUrl: string;
                metadataUrl: string;
                mintedAt: string | null;
                mintedTo: string | null;
                onChain: boolean;
                tokenId: string;
                txHash: string | null;
              } | null;
              packageId: number;
              packageName: string;
              packageNameEn: string;
              packageNameTh: string;
              price: string;
              quota: {
                remaining: number;
                total: number;
                used: number;
              };
              startDate: string;
              /** @enum {string} */
              status: 'active' | 'expired' | 'upcoming';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getUserSubscriptionInfosById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            createdAt: string;
            durationDays: number;
            earnPoints: boolean;
            endDate: string;
            exclusiveAccess: boolean;
            expired: boolean;
            expiryDate: string;
            hints: {
              perMonth: number;
              remaining: number;
              renewsAt: string | null;
              usedThisMonth: number;
              usedTotal: number;
            };
            id: number;
            nftCard: {
              contractAddress: string | null;
              imageUrl: string;
              metadataUrl: string;
              mintedAt: string | null;
              mintedTo: string | null;
              onChain: boolean;
              tokenId: string;
              txHash: string | null;
            } | null;
            packageId: number;
            packageName: string;
            packageNameEn: string;
            packageNameTh: string;
            price: string;
            quota: {
              remaining: number;
              total: number;
              used: number;
            };
            startDate: string;
            /** @enum {string} */
            status: 'active' | 'expired' | 'upcoming';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getUserSubscriptionInfosDetail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              durationDays: number;
              earnPoints: boolean;
              endDate: string;
              exclusiveAccess: boolean;
              expired: boolean;
              expiryDate: string;
              hints: {
                perMonth: number;
                remaining: number;
                renewsAt: string | null;
                usedThisMonth: number;
                usedTotal: number;
              };
              id: number;
              nftCard: {
                contractAddress: string | null;
                imageUrl: string;
                metadataUrl: string;
                mintedAt: string | null;
                mintedTo: string | null;
                onChain: boolean;
                tokenId: string;
                txHash: string | null;
              } | null;
              packageId: number;
              packageName: string;
              packageNameEn: string;
              packageNameTh: string;
              price: string;
              quota: {
                remaining: number;
                total: number;
                used: number;
              };
              startDate: string;
              /** @enum {string} */
              status: 'active' | 'expired' | 'upcoming';
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getUserSubscriptionInfosDetailAllSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              durationDays: number;
              earnPoints: boolean;
              endDate: string;
              exclusiveAccess: boolean;
              expired: boolean;
              expiryDate: string;
              hints: {
                perMonth: number;
                remaining: number;
                renewsAt: string | null;
                usedThisMonth: number;
                usedTotal: number;
              };
              id: number;
              nftCard: {
                contractAddress: string | null;
                imageUrl: string;
                metadataUrl: string;
                mintedAt: string | null;
                mintedTo: string | null;
                onChain: boolean;
                tokenId: string;
                txHash: string | null;
              } | null;
              packageId: number;
              packageName: string;
              packageNameEn: string;
              packageNameTh: string;
              price: string;
              quota: {
                remaining: number;
                total: number;
                used: number;
              };
              startDate: string;
              /** @enum {string} */
              status: 'active' | 'expired' | 'upcoming';
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getUserSubscriptionInfosMeCountData: {
    parameters: {
      query?: {
        needTotalMainQuiz?: '0' | '1' | 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            earnPoints: boolean;
            exclusiveAccess: boolean;
            isSubscriber: boolean;
            remainingHints: number;
            remainingQuota: number;
            subscriptionId: number | null;
            totalHints: number;
            totalMainQuiz?: number;
            totalQuota: number;
            usedHints: number;
            usedQuota: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getArticleQuizList: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              articleId: number;
              articleSlug: string;
              articleTitle: string;
              description: string;
              id: number;
              mine: {
                /** @enum {string} */
                attemptState: 'inprogress' | 'saved' | 'completed';
                certificateCode: string | null;
                grade: ('A+' | 'A' | 'B' | 'C' | 'D' | 'F') | null;
                passed: boolean | null;
                rewardStatus: ('pending' | 'paid' | 'outofreward' | 'claimable' | 'claimed') | null;
              } | null;
              passPercent: number;
              questionCount: number;
              rewards: {
                description: string;
                /** @enum {string} */
                minGrade: 'A+' | 'A' | 'B' | 'C' | 'D' | 'F';
                name: string;
                points: number;
                /** @enum {string} */
                type: 'point' | 'physical' | 'crypto';
              }[];
              slug: string;
              /** @enum {string} */
              state: 'active' | 'outofreward';
              timeLimitSeconds: number | null;
              title: string;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getArticleQuizListCount: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getArticlesByIdQuiz: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            articleId: number;
            articleSlug: string;
            articleTitle: string;
            description: string;
            id: number;
            mine: {
              /** @enum {string} */
              attemptState: 'inprogress' | 'saved' | 'completed';
              certificateCode: string | null;
              grade: ('A+' | 'A' | 'B' | 'C' | 'D' | 'F') | null;
              passed: boolean | null;
              rewardStatus: ('pending' | 'paid' | 'outofreward' | 'claimable' | 'claimed') | null;
            } | null;
            passPercent: number;
            questionCount: number;
            rewards: {
              description: string;
              /** @enum {string} */
              minGrade: 'A+' | 'A' | 'B' | 'C' | 'D' | 'F';
              name: string;
              points: number;
              /** @enum {string} */
              type: 'point' | 'physical' | 'crypto';
            }[];
            slug: string;
            /** @enum {string} */
            state: 'active' | 'outofreward';
            timeLimitSeconds: number | null;
            title: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string | null;
            avatarUrl: string | null;
            bkNext: {
              exchangeWalletAddress: string | null;
              familyName?: string | null;
              givenName?: string | null;
              kycLevel: number;
              nextWalletAddress: string | null;
              refreshedAt?: string;
              reverifyRequired?: boolean;
            } | null;
            district: string | null;
            email: string;
            firstName: string | null;
            hasPassword: boolean;
            id: number;
            kubBalance: string;
            kyc: {
              kycLevel: number | null;
              requiredLevel: number;
              /** @enum {string} */
              source: 'exchange' | 'override' | 'none';
              verified: boolean;
            };
            phishingWord: string | null;
            phone: string | null;
            point: number;
            postcode: string | null;
            provinceId: number | null;
            remark: string | null;
            /** @enum {string} */
            role: 'user' | 'editor' | 'admin';
            surname: string | null;
            walletAddress: string | null;
            walletProvenAt: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getProfileKubBalance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            kubBalance: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postProgressPendingQuiz: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              answeredCount: number;
              questionCount: number;
              quizId: number;
              savedAt: string | null;
              slug: string;
              startedAt: string;
              /** @enum {string} */
              status: 'inprogress' | 'saved' | 'completed';
              title: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postQuizV2ByIdCertificate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            certificateCode: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postQuizV2ByIdFinish: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          answerValues?: string[];
          currentQuestion?: number;
          version?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attemptId: number;
            certificateBlocked: string | null;
            certificateCode: string | null;
            correctCount: number;
            finishedAt: string;
            /** @enum {string} */
            grade: 'A+' | 'A' | 'B' | 'C' | 'D' | 'F';
            passed: boolean;
            passPercent: number;
            percent: number;
            pointsForfeited: {
              message: string;
              offer: {
                durationDays: number;
                firstTime: boolean;
                name: string;
                packageId: number;
                price: string;
                slug: string;
              } | null;
              /** @enum {string} */
              reason: 'POINTS_SUBSCRIBERS_ONLY' | 'POINTS_NOT_IN_PACKAGE';
              wouldHaveEarned: number;
            } | null;
            questionCount: number;
            questions: {
              answer: {
                correct: boolean;
                correctAnswers: string[];
                explanation: string;
                selectedAnswers: string[];
              } | null;
              hint: {
                clue: string | null;
                removedAnswers: string[];
              } | null;
              id: number;
              index: number;
              multiple: boolean;
              options: {
                key: string;
                label: string;
              }[];
              prompt: string;
            }[];
            quizId: number;
            quizSlug: string;
            quizTitle: string;
            reward: {
              description: string;
              message: string | null;
              name: string;
              points: number;
              /** @enum {string} */
              status: 'pending' | 'paid' | 'outofreward' | 'claimable' | 'claimed';
              trackingId: number | null;
              /** @enum {string} */
              type: 'point' | 'physical' | 'crypto';
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getQuizV2ByIdProgress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            answeredCount: number;
            attemptId: number;
            currentQuestion: number;
            deadlineAt: string | null;
            hintsRemaining: number;
            questionCount: number;
            questions: {
              answer: {
                correct: boolean;
                correctAnswers: string[];
                explanation: string;
                selectedAnswers: string[];
              } | null;
              hint: {
                clue: string | null;
                removedAnswers: string[];
              } | null;
              id: number;
              index: number;
              multiple: boolean;
              options: {
                key: string;
                label: string;
              }[];
              prompt: string;
            }[];
            quizId: number;
            secondsLeft: number | null;
            startedAt: string;
            /** @enum {string} */
            status: 'inprogress' | 'saved' | 'completed';
            version: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postQuizV2ByIdQuestionsByQidHint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        qid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          version?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            hint: {
              clue: string | null;
              removedAnswers: string[];
            };
            hintsRemaining: number;
            questionId: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postQuizV2ByIdQuestionsByQidSubmit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        qid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          answerValues?: string[];
          currentQuestion: number;
          selectedAnswers: string[];
          version: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            answer: {
              correct: boolean;
              correctAnswers: string[];
              explanation: string;
              selectedAnswers: string[];
            };
            answeredCount: number;
            questionId: number;
            version: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getQuizV2ByIdResult: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attemptId: number;
            certificateBlocked: string | null;
            certificateCode: string | null;
            correctCount: number;
            finishedAt: string;
            /** @enum {string} */
            grade: 'A+' | 'A' | 'B' | 'C' | 'D' | 'F';
            passed: boolean;
            passPercent: number;
            percent: number;
            pointsForfeited: {
              message: string;
              offer: {
                durationDays: number;
                firstTime: boolean;
                name: string;
                packageId: number;
                price: string;
                slug: string;
              } | null;
              /** @enum {string} */
              reason: 'POINTS_SUBSCRIBERS_ONLY' | 'POINTS_NOT_IN_PACKAGE';
              wouldHaveEarned: number;
            } | null;
            questionCount: number;
            questions: {
              answer: {
                correct: boolean;
                correctAnswers: string[];
                explanation: string;
                selectedAnswers: string[];
              } | null;
              hint: {
                clue: string | null;
                removedAnswers: string[];
              } | null;
              id: number;
              index: number;
              multiple: boolean;
              options: {
                key: string;
                label: string;
              }[];
              prompt: string;
            }[];
            quizId: number;
            quizSlug: string;
            quizTitle: string;
            reward: {
              description: string;
              message: string | null;
              name: string;
              points: number;
              /** @enum {string} */
              status: 'pending' | 'paid' | 'outofreward' | 'claimable' | 'claimed';
              trackingId: number | null;
              /** @enum {string} */
              type: 'point' | 'physical' | 'crypto';
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postQuizV2ByIdSave: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currentQuestion: number;
          version: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            savedAt: string;
            version: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postQuizV2ByIdStart: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          captchaToken?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            answeredCount: number;
            attemptId: number;
            currentQuestion: number;
            deadlineAt: string | null;
            hintsRemaining: number;
            questionCount: number;
            questions: {
              answer: {
                correct: boolean;
                correctAnswers: string[];
                explanation: string;
                selectedAnswers: string[];
              } | null;
              hint: {
                clue: string | null;
                removedAnswers: string[];
              } | null;
              id: number;
              index: number;
              multiple: boolean;
              options: {
                key: string;
                label: string;
              }[];
              prompt: string;
            }[];
            quizId: number;
            secondsLeft: number | null;
            startedAt: string;
            /** @enum {string} */
            status: 'inprogress' | 'saved' | 'completed';
            version: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getQuizV2SlugBySlug: {
    parameters: {
      query?: {
        isMyQuiz?: 'true' | 'false';
      };
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            articleId: number;
            articleSlug: string;
            articleTitle: string;
            description: string;
            id: number;
            mine: {
              /** @enum {string} */
              attemptState: 'inprogress' | 'saved' | 'completed';
              certificateCode: string | null;
              grade: ('A+' | 'A' | 'B' | 'C' | 'D' | 'F') | null;
              passed: boolean | null;
              rewardStatus: ('pending' | 'paid' | 'outofreward' | 'claimable' | 'claimed') | null;
            } | null;
            passPercent: number;
            questionCount: number;
            rewards: {
              description: string;
              /** @enum {string} */
              minGrade: 'A+' | 'A' | 'B' | 'C' | 'D' | 'F';
              name: string;
              points: number;
              /** @enum {string} */
              type: 'point' | 'physical' | 'crypto';
            }[];
            slug: string;
            /** @enum {string} */
            state: 'active' | 'outofreward';
            timeLimitSeconds: number | null;
            title: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getQuizHistoryV2: {
    parameters: {
      query?: {
        kind?: 'all' | 'main' | 'pop' | 'saved';
        page?: number;
        pageSize?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              answeredCount: number;
              articleTitle: string | null;
              certificateCode: string | null;
              completedAt: string | null;
              durationSeconds: number | null;
              grade: string | null;
              id: string;
              /** @enum {string} */
              kind: 'main' | 'pop' | 'saved';
              questionCount: number;
              quizId: number;
              result: ('pass' | 'fail') | null;
              rewardDescription: string | null;
              rewardName: string | null;
              rewardPoints: number;
              rewardStatus: string | null;
              rewardType: string | null;
              slug: string | null;
              status: string;
              title: string;
              updatedAt: string;
            }[];
            page: number;
            pageSize: number;
            remainingQuota: number | null;
            total: number;
            totalQuota: number | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getQuizHistoryV2Count: {
    parameters: {
      query?: {
        kind?: 'all' | 'main' | 'pop' | 'saved';
        page?: number;
        pageSize?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  postWalletNonce: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address: string;
          /** @default 1 */
          chainId?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            expiresAt: string;
            message: string;
            nonce: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postWalletVerify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message: string;
          signature: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            walletAddress: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  getNftMemberCardsByFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                attributes: {
                  trait_type: string;
                  value: string | number;
                }[];
                description: string;
                external_url: string;
                image: string;
                name: string;
              }
            | string;
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  postPrivacyClosureConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            certificates: ('keep' | 'revoke') | null;
            eraseAfter: string | null;
            reason: string | null;
            requestedAt: string;
            /** @enum {string} */
            status:
              | 'awaiting_confirmation'
              | 'cooling_off'
              | 'completed'
              | 'cancelled'
              | 'refused'
              | 'needs_review';
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRemindersUnsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            kind:
              | 'pop_quiz_open'
              | 'reward_claim_closing'
              | 'quiz_waiting'
              | 'subscription_ending'
              | 'reviews_due';
            on: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postRemindersUnsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            kind:
              | 'pop_quiz_open'
              | 'reward_claim_closing'
              | 'quiz_waiting'
              | 'subscription_ending'
              | 'reviews_due';
            on: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCaptchaSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** @enum {boolean} */
                enabled: false;
              }
            | {
                /** @enum {boolean} */
                enabled: true;
                scriptUrl: string;
                siteKey: string;
              };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  postVerifyCaptcha: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postWebhooksExchangeDeposits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount: string;
          /**
           * @default KUB
           * @enum {string}
           */
          currency?: 'KUB';
          email?: string;
          eventId: string;
          exchangeSubject?: string;
          occurredAt?: string;
          /**
           * @default credited
           * @enum {string}
           */
          status?: 'pending' | 'credited';
          userId?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            amount: string;
            eventId: string;
            /** @enum {string} */
            status: 'pending' | 'credited';
            transferId: number | null;
            userId: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
}
