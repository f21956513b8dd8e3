"use strict";
exports.ids = [791];
exports.modules = {

/***/ 5081
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/**
 * Every query key of the blog. The language is part of each key, so a language switch asks the
 * server for the posts in the new language instead of showing the cached ones.
 */ const blogQueryKeys = {
    all: [
        'blog'
    ],
    list: (language)=>[
            'blog',
            'list',
            language
        ],
    post: (slug, language)=>[
            'blog',
            'post',
            slug,
            language
        ]
};

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "N", 0, /* binding */ blogQueryKeys
/* harmony export */ ]);


/***/ },

/***/ 3098
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ PostDate)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: consume shared module (default) react@!=1.9...2...0 (singleton) (fallback: ../node_modules/react/index.js)
var index_js_ = __webpack_require__(2257);
// EXTERNAL MODULE: ./src/blog/hooks/use-content-language.ts
var use_content_language = __webpack_require__(6549);
;// ./src/blog/hooks/format-post-date.ts
/**
 * The locale a post's date is written in. German is always 'de-DE' (SPEC: the German long format
 * '14. März 2026'); English and Polish follow the visitor's own regional variant when the browser
 * names one (en-GB writes '14 March 2026', en-US 'March 14, 2026').
 */ function postDateLocale(language, preferredLocales) {
    if (language === 'de') return 'de-DE';
    return preferredLocales.find((locale)=>locale.toLowerCase().split('-')[0] === language) ?? language;
}
/**
 * A post's publication date with the month written out. Dates are read in the shop's own time
 * zone, so every visitor sees the day the post was published in Germany.
 */ function formatPostDate(isoTimestamp, language, preferredLocales = []) {
    return new Intl.DateTimeFormat(postDateLocale(language, preferredLocales), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/Berlin'
    }).format(new Date(isoTimestamp));
}

;// ./src/blog/hooks/use-post-date.ts



/** Formats post dates in the visitor's language (and regional variant for en and pl). */ function usePostDateFormat() {
    const language = (0,use_content_language/* useContentLanguage */.X)();
    return (0,index_js_.useCallback)((isoTimestamp)=>formatPostDate(isoTimestamp, language, navigator.languages ?? []), [
        language
    ]);
}

;// ./src/blog/components/post-date.tsx


/** A post's publication date, machine-readable in `dateTime` and written out for people. */ function PostDate({ createdAt, className }) {
    const formatDate = usePostDateFormat();
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("time", {
        dateTime: createdAt,
        className: className,
        children: formatDate(createdAt)
    });
}


/***/ },

/***/ 6549
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ useContentLanguage)
/* harmony export */ });
/* harmony import */ var react_i18next__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3059);
/* harmony import */ var _shop_contracts__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2265);
/* harmony import */ var _shop_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5630);



/** The visitor's current language, as the blog endpoints take it. */ function useContentLanguage() {
    const { i18n } = (0,react_i18next__WEBPACK_IMPORTED_MODULE_0__.useTranslation)();
    const language = i18n.resolvedLanguage ?? i18n.language;
    return (0,_shop_ui__WEBPACK_IMPORTED_MODULE_2__/* .isLanguage */ .lX)(language) ? language : _shop_contracts__WEBPACK_IMPORTED_MODULE_1__/* .defaultContentLanguage */ .f9$;
}


/***/ },

/***/ 9922
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BlogArticlePage: () => (/* binding */ BlogArticlePage)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: consume shared module (default) react@!=1.9...2...0 (singleton) (fallback: ../node_modules/react/index.js)
var index_js_ = __webpack_require__(2257);
// EXTERNAL MODULE: consume shared module (default) react-router@!=8...5...1 (singleton) (fallback: ../packages/web-build/src/react-router-slim.js)
var react_router_slim_js_ = __webpack_require__(3236);
// EXTERNAL MODULE: ../packages/ui/src/api/api-request.ts
var api_request = __webpack_require__(3575);
// EXTERNAL MODULE: consume shared module (default) @tanstack/react-query@!=5...1.0.8...0 (singleton) (fallback: ../packages/web-build/src/react-query-slim.js)
var react_query_slim_js_ = __webpack_require__(2286);
// EXTERNAL MODULE: ../packages/contracts/src/index.ts + 55 modules
var src = __webpack_require__(2265);
// EXTERNAL MODULE: ./src/blog/api/blog-query-keys.ts
var blog_query_keys = __webpack_require__(5081);
;// ./src/blog/api/get-blog-post.ts




/** `GET /api/blog/:slug?lang=`: one post in `language` or else German; 404 for an unknown slug. */ function getBlogPost(slug, language, signal) {
    return (0,api_request/* apiRequest */.A)(`/api/blog/${encodeURIComponent(slug)}?lang=${language}`, (data)=>src/* getBlogPostResponseSchema */.Pj5.parse(data), {
        signal
    });
}
/**
 * The post behind a route's slug. A slug that cannot exist (capitals, spaces, too long) is not
 * asked for: the page shows 'not found' at once, as the server would answer 400.
 */ function useBlogPost(slug, language) {
    const validSlug = src/* blogSlugSchema */.z1t.safeParse(slug).success;
    const query = (0,react_query_slim_js_.useQuery)({
        queryKey: blog_query_keys/* blogQueryKeys */.N.post(slug, language),
        queryFn: ({ signal })=>getBlogPost(slug, language, signal),
        enabled: validSlug,
        // On a language switch the article stays on screen until its translation arrives; another
        // slug never shows the previous article.
        placeholderData: (previous, previousQuery)=>previousQuery?.queryKey[2] === slug ? previous : undefined
    });
    return {
        ...query,
        validSlug
    };
}

// EXTERNAL MODULE: consume shared module (default) react-i18next@!=1.8...0...2 (singleton) (fallback: ../packages/web-build/src/react-i18next-slim.js)
var react_i18next_slim_js_ = __webpack_require__(3059);
// EXTERNAL MODULE: ../packages/ui/src/components/button.tsx
var components_button = __webpack_require__(8575);
;// ./src/blog/components/article-actions.tsx




/** 'Zurück zum Blog' above an article (and its not-found state). */ function BackToBlogLink() {
    const { t } = (0,react_i18next_slim_js_.useTranslation)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(react_router_slim_js_.Link, {
        to: "/blog",
        className: (0,components_button/* buttonClasses */.V)('ghost', '-ml-4'),
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                "aria-hidden": "true",
                children: "←"
            }),
            t('blog.backToBlog')
        ]
    });
}
/** The ways on after an article: every post, or the price calculator. */ function ArticleActions() {
    const { t } = (0,react_i18next_slim_js_.useTranslation)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("nav", {
        "aria-label": t('blog.articleActions'),
        className: "mt-12 flex flex-wrap gap-3 border-t border-border pt-8",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(react_router_slim_js_.Link, {
                to: "/blog",
                className: (0,components_button/* buttonClasses */.V)('outline'),
                children: t('blog.allPosts')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(react_router_slim_js_.Link, {
                to: "/",
                className: (0,components_button/* buttonClasses */.V)('primary'),
                children: t('blog.toCalculator')
            })
        ]
    });
}

// EXTERNAL MODULE: ../packages/ui/src/ssr/server-render.ts
var server_render = __webpack_require__(5969);
// EXTERNAL MODULE: ../packages/ui/src/components/card.tsx
var card = __webpack_require__(5701);
;// ./src/blog/components/article-not-found.tsx




function NotFoundStatus() {
    (0,server_render/* useNotFoundStatus */.FQ)();
    return null;
}
/**
 * SPEC 2/8 'Blog': an unknown slug or a failed load reads 'Artikel nicht gefunden'. When the
 * failure may pass (service down, network), a retry is offered as well.
 */ function ArticleNotFound({ onRetry }) {
    const { t } = (0,react_i18next_slim_js_.useTranslation)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(card/* Card */.Z, {
        className: "mt-6 flex flex-col items-center p-10 text-center",
        children: [
            onRetry ? null : /*#__PURE__*/ (0,jsx_runtime.jsx)(NotFoundStatus, {}),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("svg", {
                viewBox: "0 0 24 24",
                className: "size-12 text-muted-foreground",
                fill: "none",
                stroke: "currentColor",
                strokeWidth: "1.5",
                strokeLinecap: "round",
                strokeLinejoin: "round",
                "aria-hidden": "true",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("path", {
                        d: "M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("path", {
                        d: "M14 3v5h5"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("path", {
                        d: "m10 12 4 4m0-4-4 4"
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("h1", {
                className: "mt-4 text-2xl font-bold tracking-tight",
                children: t('blog.notFoundTitle')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: "mt-2 max-w-md text-muted-foreground",
                children: t('blog.notFoundText')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: "mt-6 flex flex-wrap justify-center gap-3",
                children: [
                    onRetry && /*#__PURE__*/ (0,jsx_runtime.jsx)(components_button/* Button */.$, {
                        variant: "outline",
                        onClick: onRetry,
                        children: t('blog.retry')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(react_router_slim_js_.Link, {
                        to: "/blog",
                        className: (0,components_button/* buttonClasses */.V)('outline'),
                        children: t('blog.allPosts')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(react_router_slim_js_.Link, {
                        to: "/",
                        className: (0,components_button/* buttonClasses */.V)('primary'),
                        children: t('blog.toCalculator')
                    })
                ]
            })
        ]
    });
}

// EXTERNAL MODULE: ../packages/ui/src/components/skeleton.tsx
var skeleton = __webpack_require__(7226);
;// ./src/blog/components/article-skeleton.tsx



/** The article's shape while it loads: date, title, paragraphs. */ function ArticleSkeleton() {
    const { t } = (0,react_i18next_slim_js_.useTranslation)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        role: "status",
        "aria-live": "polite",
        className: "mt-6",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                className: "sr-only",
                children: t('blog.loadingPost')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(skeleton/* Skeleton */.E, {
                className: "h-4 w-32"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(skeleton/* Skeleton */.E, {
                className: "mt-4 h-10 w-11/12"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(skeleton/* Skeleton */.E, {
                className: "mt-2 h-10 w-1/2"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: "mt-10 space-y-3",
                children: [
                    'w-full',
                    'w-full',
                    'w-5/6',
                    'w-full',
                    'w-2/3'
                ].map((width, index)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(skeleton/* Skeleton */.E, {
                        className: `h-4 ${width}`
                    }, index))
            })
        ]
    });
}

;// ./src/blog/components/article-body.tsx


/**
 * The post's HTML. The content service sanitizes it when it stores the post and again when it
 * sends it (only a fixed set of text tags and safe link targets survive), so it is shown as is.
 * Links to the shop's own pages (the calculator, another article) go through the router, so
 * following one does not reload the whole app.
 */ function ArticleBody({ html }) {
    const navigate = (0,react_router_slim_js_.useNavigate)();
    const followInternalLink = (event)=>{
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
            return;
        }
        const link = event.target.closest('a');
        if (!link || link.target && link.target !== '_self' || link.hasAttribute('download')) return;
        const url = new URL(link.href, window.location.href);
        if (url.origin !== window.location.origin) return;
        event.preventDefault();
        void navigate(url.pathname + url.search + url.hash);
    };
    return(// Only clicks on the links inside are handled (Enter on a focused link is a click too).
    /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
        className: "article-prose mt-8",
        onClick: followInternalLink,
        dangerouslySetInnerHTML: {
            __html: html
        }
    }));
}

// EXTERNAL MODULE: ./src/blog/components/post-date.tsx + 2 modules
var post_date = __webpack_require__(3098);
;// ./src/blog/components/blog-article.tsx





/** A loaded post: date, title, body and the ways on. */ function BlogArticle({ post, requestedLanguage }) {
    const { t } = (0,react_i18next_slim_js_.useTranslation)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(jsx_runtime.Fragment, {
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("article", {
                lang: post.language,
                className: "mt-6",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("header", {
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(post_date/* PostDate */.r, {
                                createdAt: post.createdAt,
                                className: "text-sm text-muted-foreground"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("h1", {
                                className: "mt-2 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl",
                                children: post.title
                            }),
                            post.language !== requestedLanguage && /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                                lang: requestedLanguage,
                                className: "mt-4 text-sm text-muted-foreground",
                                children: t('blog.onlyInGerman')
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(ArticleBody, {
                        html: post.content
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(ArticleActions, {})
        ]
    });
}

// EXTERNAL MODULE: ../packages/ui/src/meta/use-page-meta.ts
var use_page_meta = __webpack_require__(4901);
;// ./src/blog/hooks/use-article-page-meta.ts


/**
 * The head of an article page: the post's own title, description, keywords, social tags and
 * canonical address once it is loaded; the blog's texts while it loads; 'not found' otherwise.
 * One hook for all three, so no second writer can overwrite the article's head afterwards.
 */ function useArticlePageMeta(slug, state) {
    const { t } = (0,react_i18next_slim_js_.useTranslation)();
    const { post, notFound } = state;
    const path = `/blog/${slug}`;
    const blogDefaults = {
        title: t('meta.blogTitle'),
        description: t('meta.blogDescription'),
        keywords: t('meta.blogKeywords')
    };
    let meta;
    if (post) {
        meta = {
            title: t('meta.articleTitle', {
                title: post.title
            }),
            description: post.metaDescription || post.excerpt,
            keywords: post.metaKeywords || blogDefaults.keywords,
            type: 'article',
            publishedTime: post.createdAt
        };
    } else if (notFound) {
        meta = {
            ...blogDefaults,
            title: t('meta.articleNotFoundTitle')
        };
    } else {
        meta = blogDefaults;
    }
    ;(0,use_page_meta/* usePageMeta */.C)({
        ...meta,
        path
    });
}

// EXTERNAL MODULE: ./src/blog/hooks/use-content-language.ts
var use_content_language = __webpack_require__(6549);
;// ./src/blog/pages/blog-article-page.tsx











/** A failure another try may cure: the service or the network, not an unknown or invalid slug. */ function isPassingFailure(error) {
    return !(error instanceof api_request/* ApiError */.h && error.status >= 400 && error.status < 500);
}
/** Route /blog/:slug (SPEC 2 'Blog'): one post, its loading state, or 'Artikel nicht gefunden'. */ function BlogArticlePage() {
    const { slug = '' } = (0,react_router_slim_js_.useParams)();
    const language = (0,use_content_language/* useContentLanguage */.X)();
    const article = useBlogPost(slug, language);
    const notFound = !article.validSlug || article.data === undefined && article.isError;
    useArticlePageMeta(slug, {
        post: article.data,
        notFound
    });
    // The router keeps the scroll position; an article opened from far down the list starts at its top.
    (0,index_js_.useEffect)(()=>{
        window.scrollTo(0, 0);
    }, [
        slug
    ]);
    let content;
    if (article.data) {
        content = /*#__PURE__*/ (0,jsx_runtime.jsx)(BlogArticle, {
            post: article.data,
            requestedLanguage: language
        });
    } else if (notFound) {
        const retry = article.validSlug && isPassingFailure(article.error) ? ()=>void article.refetch() : undefined;
        content = /*#__PURE__*/ (0,jsx_runtime.jsx)(ArticleNotFound, {
            onRetry: retry
        });
    } else {
        content = /*#__PURE__*/ (0,jsx_runtime.jsx)(ArticleSkeleton, {});
    }
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: "mx-auto max-w-3xl px-4 py-8 sm:py-10",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(BackToBlogLink, {}),
            content
        ]
    });
}


/***/ }

};
;