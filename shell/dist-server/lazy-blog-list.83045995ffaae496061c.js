"use strict";
exports.ids = [607];
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

/***/ 622
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BlogListPage: () => (/* binding */ BlogListPage)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: consume shared module (default) react-i18next@!=1.8...0...2 (singleton) (fallback: ../packages/web-build/src/react-i18next-slim.js)
var react_i18next_slim_js_ = __webpack_require__(3059);
// EXTERNAL MODULE: ./src/meta/route-meta.tsx
var route_meta = __webpack_require__(3898);
// EXTERNAL MODULE: consume shared module (default) @tanstack/react-query@!=5...1.0.8...0 (singleton) (fallback: ../packages/web-build/src/react-query-slim.js)
var react_query_slim_js_ = __webpack_require__(2286);
// EXTERNAL MODULE: ../packages/contracts/src/index.ts + 55 modules
var src = __webpack_require__(2265);
// EXTERNAL MODULE: ../packages/ui/src/api/api-request.ts
var api_request = __webpack_require__(3575);
// EXTERNAL MODULE: ./src/blog/api/blog-query-keys.ts
var blog_query_keys = __webpack_require__(5081);
;// ./src/blog/api/list-blog-posts.ts




/** `GET /api/blog?lang=`: every post, newest first, each in `language` or else German. */ function listBlogPosts(language, signal) {
    return (0,api_request/* apiRequest */.A)(`/api/blog?lang=${language}`, (data)=>src/* listBlogPostsResponseSchema */._Wn.parse(data), {
        signal
    });
}
function useBlogPosts(language) {
    return (0,react_query_slim_js_.useQuery)({
        queryKey: blog_query_keys/* blogQueryKeys */.N.list(language),
        queryFn: ({ signal })=>listBlogPosts(language, signal),
        // After a language switch the list stays on screen until the translated one arrives.
        placeholderData: react_query_slim_js_.keepPreviousData
    });
}

// EXTERNAL MODULE: ../packages/ui/src/components/card.tsx
var card = __webpack_require__(5701);
// EXTERNAL MODULE: ../packages/ui/src/components/button.tsx
var components_button = __webpack_require__(8575);
;// ./src/blog/components/blog-list-messages.tsx



/** SPEC 2 'Blog': the list has no posts (in any language). */ function BlogListEmpty() {
    const { t } = (0,react_i18next_slim_js_.useTranslation)();
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(card/* Card */.Z, {
        className: "mt-8 p-10 text-center",
        children: /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
            className: "text-lg text-muted-foreground",
            children: t('blog.empty')
        })
    });
}
/** The posts could not be read (service down, network): say so and offer another try. */ function BlogListError({ onRetry, retrying }) {
    const { t } = (0,react_i18next_slim_js_.useTranslation)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        role: "alert",
        className: "mt-8 rounded-card border border-destructive/50 bg-destructive/10 p-5 text-sm",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: "font-semibold text-destructive",
                children: t('blog.loadFailedTitle')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: "mt-1",
                children: t('blog.loadFailedText')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(components_button/* Button */.$, {
                variant: "outline",
                className: "mt-4",
                onClick: onRetry,
                disabled: retrying,
                children: t('blog.retry')
            })
        ]
    });
}

// EXTERNAL MODULE: consume shared module (default) react@!=1.9...2...0 (singleton) (fallback: ../node_modules/react/index.js)
var index_js_ = __webpack_require__(2257);
// EXTERNAL MODULE: consume shared module (default) react-router@!=8...5...1 (singleton) (fallback: ../packages/web-build/src/react-router-slim.js)
var react_router_slim_js_ = __webpack_require__(3236);
// EXTERNAL MODULE: ./src/blog/components/post-date.tsx + 2 modules
var post_date = __webpack_require__(3098);
;// ./src/blog/components/blog-post-card.tsx






/**
 * One post in the list: date, title, excerpt and 'Mehr lesen'. The link stretches over the whole
 * card, so the card is one click target with one link in the tab order.
 */ function BlogPostCard({ post }) {
    const { t } = (0,react_i18next_slim_js_.useTranslation)();
    const titleId = (0,index_js_.useId)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(card/* Card */.Z, {
        role: "article",
        "aria-labelledby": titleId,
        lang: post.language,
        className: "relative flex h-full flex-col p-6 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(post_date/* PostDate */.r, {
                createdAt: post.createdAt,
                className: "text-sm text-muted-foreground"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                id: titleId,
                className: "mt-2 text-xl leading-snug font-semibold tracking-tight",
                children: post.title
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: "mt-3 flex-1 text-muted-foreground",
                children: post.excerpt
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)(react_router_slim_js_.Link, {
                to: `/blog/${post.slug}`,
                "aria-label": t('blog.readMoreAbout', {
                    title: post.title
                }),
                className: "mt-5 inline-flex items-center gap-1 text-sm font-medium text-primary after:absolute after:inset-0 after:rounded-card hover:underline focus-visible:outline-none",
                children: [
                    t('blog.readMore'),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        "aria-hidden": "true",
                        children: "→"
                    })
                ]
            })
        ]
    });
}

// EXTERNAL MODULE: ../packages/ui/src/components/skeleton.tsx
var skeleton = __webpack_require__(7226);
;// ./src/blog/components/blog-post-card-skeleton.tsx


/** A card's shape while the posts load: date, two title lines, excerpt, link. */ function BlogPostCardSkeleton() {
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(card/* Card */.Z, {
        "data-testid": "blog-post-card-skeleton",
        className: "flex flex-col gap-3 p-6",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(skeleton/* Skeleton */.E, {
                className: "h-4 w-28"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(skeleton/* Skeleton */.E, {
                className: "h-6 w-11/12"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(skeleton/* Skeleton */.E, {
                className: "h-6 w-2/3"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: "mt-2 space-y-2",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(skeleton/* Skeleton */.E, {
                        className: "h-4"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(skeleton/* Skeleton */.E, {
                        className: "h-4"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(skeleton/* Skeleton */.E, {
                        className: "h-4 w-3/4"
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(skeleton/* Skeleton */.E, {
                className: "mt-3 h-4 w-24"
            })
        ]
    });
}

;// ./src/blog/components/blog-post-list.tsx




const gridClasses = 'mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
function BlogPostList({ posts }) {
    const { t } = (0,react_i18next_slim_js_.useTranslation)();
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
        "aria-label": t('blog.postsLabel'),
        className: gridClasses,
        children: posts.map((post)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("li", {
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(BlogPostCard, {
                    post: post
                })
            }, post.slug))
    });
}
/** SPEC 2 'Blog': three placeholder cards while the posts load. */ function BlogPostListSkeleton() {
    const { t } = (0,react_i18next_slim_js_.useTranslation)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        role: "status",
        "aria-live": "polite",
        className: gridClasses,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                className: "sr-only",
                children: t('blog.loadingPosts')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(BlogPostCardSkeleton, {}),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(BlogPostCardSkeleton, {}),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(BlogPostCardSkeleton, {})
        ]
    });
}

// EXTERNAL MODULE: ./src/blog/hooks/use-content-language.ts
var use_content_language = __webpack_require__(6549);
;// ./src/blog/pages/blog-list-page.tsx







/** Route /blog (SPEC 2 'Blog'): every post as a card, in the visitor's language. */ function BlogListPage() {
    const { t } = (0,react_i18next_slim_js_.useTranslation)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: "mx-auto max-w-6xl px-4 py-10 sm:py-12",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(route_meta/* RouteMeta */.B, {
                page: "blog"
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("h1", {
                className: "text-3xl font-bold tracking-tight sm:text-4xl",
                children: t('blog.title')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: "mt-3 max-w-2xl text-lg text-muted-foreground",
                children: t('blog.subtitle')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(BlogListContent, {})
        ]
    });
}
function BlogListContent() {
    const language = (0,use_content_language/* useContentLanguage */.X)();
    const posts = useBlogPosts(language);
    // A failed re-read (another language) keeps the posts on screen; only no posts at all is an error.
    if (posts.data === undefined) {
        return posts.isError ? /*#__PURE__*/ (0,jsx_runtime.jsx)(BlogListError, {
            onRetry: ()=>void posts.refetch(),
            retrying: posts.isFetching
        }) : /*#__PURE__*/ (0,jsx_runtime.jsx)(BlogPostListSkeleton, {});
    }
    if (posts.data.length === 0) return /*#__PURE__*/ (0,jsx_runtime.jsx)(BlogListEmpty, {});
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(BlogPostList, {
        posts: posts.data
    });
}


/***/ }

};
;