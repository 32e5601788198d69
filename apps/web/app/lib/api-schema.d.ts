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
    get: {
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
      };
    };
    put?: never;
    /** Creates an article as a draft */
    post: {
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
      };
    };
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
    get: {
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
      };
    };
    /** Saves an article; a published one changes for readers (and search) at once */
    put: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
    put?: never;
    /** Adds one of the categories */
    post: {
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
      };
    };
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
    put: {
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
      };
    };
    post?: never;
    /** Removes one of the categories */
    delete: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
    put?: never;
    /** Adds a coupon */
    post: {
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
      };
    };
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
    put: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
    put?: never;
    /** Adds one of the get-started banners */
    post: {
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
      };
    };
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
    put: {
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
      };
    };
    post?: never;
    /** Removes one of the get-started banners */
    delete: {
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
      };
    };
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
    get: {
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
      };
    };
    put?: never;
    /** Adds one of the get-started steps */
    post: {
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
      };
    };
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
    put: {
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
      };
    };
    post?: never;
    /** Removes one of the get-started steps */
    delete: {
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
      };
    };
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
    get: {
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
      };
    };
    put?: never;
    /** Adds one of the glossary terms */
    post: {
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
      };
    };
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
    put: {
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
      };
    };
    post?: never;
    /** Removes one of the glossary terms */
    delete: {
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
      };
    };
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
    get: {
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
      };
    };
    put?: never;
    /** Creates a campaign (its pool starts empty: fund it) */
    post: {
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
      };
    };
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
    put: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
    put?: never;
    /** Creates a learning path from article slugs in order */
    post: {
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
      };
    };
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
    put: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
    put?: never;
    /** Runs the ledger reconciliation now and answers its finding (admins) */
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    put: {
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
      };
    };
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
    get: {
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
      };
    };
    put?: never;
    /** Adds a subscription package (price in KUB, at most 8 decimals) */
    post: {
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
      };
    };
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
    put: {
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
      };
    };
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
    get: {
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
      };
    };
    put?: never;
    /** Adds one of the partners */
    post: {
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
      };
    };
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
    put: {
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
      };
    };
    post?: never;
    /** Removes one of the partners */
    delete: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    /** Compares the ledger with the Transfer events of the hot wallet now */
    post: {
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
      };
    };
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
    get: {
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
                attempts: number;
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
      };
    };
    put?: never;
    /** Adds a question to the bank */
    post: {
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
              attempts: number;
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
      };
    };
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
    put: {
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
              attempts: number;
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
      };
    };
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
    get: {
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
      };
    };
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
    put: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
    put?: never;
    /** Writes a quiz for an article that has none; it starts off, with an empty pool */
    post: {
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
      };
    };
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
    put: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    put: {
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
      };
    };
    post?: never;
    /** Removes a question from a quiz nobody has started yet */
    delete: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
    put?: never;
    /** Adds a reward */
    post: {
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
      };
    };
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
    put: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    put: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    put: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
              percent: number;
              quizSlug: string;
              revokedAt: string | null;
              signatureValid: boolean;
              /** @enum {string} */
              status: 'valid' | 'revoked';
              statusListUrl: string | null;
            };
          };
        };
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    /** The signed-in user's earning checklist: exchange account with KYC, PIN, a package that earns points, proven wallet */
    get: {
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
                step: 'exchange' | 'pin' | 'subscription' | 'wallet';
              }[];
            };
          };
        };
      };
    };
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
    get: {
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
      };
    };
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
    put: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
              tag: string;
              term: string;
              termEn: string;
              termTh: string;
              thaiInitial: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
    /** Changes the reader’s learning settings (staying off the leaderboard) */
    put: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
    /** Changes the PIN with the current one (a wrong current PIN counts towards the lockout) */
    put: {
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
      };
    };
    /** Sets the first PIN (6 digits, typed twice) */
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
    /** Cancels a closure awaiting its confirmation or in its cooling-off period */
    delete: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
                reward_claim_closing: boolean;
                subscription_ending: boolean;
              };
              push: boolean;
              pushDevices: number;
            };
          };
        };
      };
    };
    /** Saves every reminder switch and both channels at once */
    put: {
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
                reward_claim_closing: boolean;
                subscription_ending: boolean;
              };
              push: boolean;
              pushDevices: number;
            };
          };
        };
      };
    };
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
    get: {
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
      };
    };
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
    /** Keeps this browser's push subscription (https, public host) for the signed-in user */
    post: {
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
                reward_claim_closing: boolean;
                subscription_ending: boolean;
              };
              push: boolean;
              pushDevices: number;
            };
          };
        };
      };
    };
    /** Forgets this browser's push subscription */
    delete: {
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
                reward_claim_closing: boolean;
                subscription_ending: boolean;
              };
              push: boolean;
              pushDevices: number;
            };
          };
        };
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
    /** Claims a prize: where to deliver it */
    put: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
    /** Unlinks the exchange account; refused while a package order or a reward redemption is in progress, and for an account without a password */
    delete: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    /** Update the name, surname and language of the signed-in user */
    patch: {
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
      };
    };
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
    post: {
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
      };
    };
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
    patch: {
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
            };
          };
        };
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
            };
          };
        };
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    get: {
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
              kind: 'pop_quiz_open' | 'reward_claim_closing' | 'quiz_waiting' | 'subscription_ending';
              on: boolean;
            };
          };
        };
      };
    };
    put?: never;
    /** Turns off the link's reminder for its user (one click, RFC 8058; repeating is harmless) */
    post: {
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
              kind: 'pop_quiz_open' | 'reward_claim_closing' | 'quiz_waiting' | 'subscription_ending';
              on: boolean;
            };
          };
        };
      };
    };
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
    get: {
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
      };
    };
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
    post: {
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
      };
    };
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
    /** Deposit notification from the exchange: HMAC-SHA256 of "timestamp.body" in X-Deposit-Signature, unix seconds in X-Deposit-Timestamp (5-minute window); the event id makes a replay harmless */
    post: {
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
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
