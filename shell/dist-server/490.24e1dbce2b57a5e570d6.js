"use strict";
exports.ids = [490];
exports.modules = {

/***/ 9490
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BrowserRouter: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_4__.Kd),
/* harmony export */   Link: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_4__.N_),
/* harmony export */   MemoryRouter: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_2__.fS),
/* harmony export */   NavLink: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_4__.k2),
/* harmony export */   Navigate: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_2__.C5),
/* harmony export */   Outlet: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_2__.sv),
/* harmony export */   Route: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_2__.qh),
/* harmony export */   Routes: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_2__.BV),
/* harmony export */   createSearchParams: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_3__.PI),
/* harmony export */   generatePath: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_0__.tW),
/* harmony export */   matchPath: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_0__.B6),
/* harmony export */   useHref: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_1__.$P),
/* harmony export */   useInRouterContext: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_1__.Ri),
/* harmony export */   useLocation: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_1__.zy),
/* harmony export */   useMatch: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_1__.RQ),
/* harmony export */   useNavigate: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_1__.Zp),
/* harmony export */   useOutlet: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_1__.P1),
/* harmony export */   useOutletContext: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_1__.KC),
/* harmony export */   useParams: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_1__.g),
/* harmony export */   useResolvedPath: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_1__.x$),
/* harmony export */   useRoutes: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_1__.Ye),
/* harmony export */   useSearchParams: () => (/* reexport safe */ react_router_complete__WEBPACK_IMPORTED_MODULE_4__.ok)
/* harmony export */ });
/* harmony import */ var react_router_complete__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9028);
/* harmony import */ var react_router_complete__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6862);
/* harmony import */ var react_router_complete__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6912);
/* harmony import */ var react_router_complete__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5448);
/* harmony import */ var react_router_complete__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2022);
// The part of react-router the shop uses, shared as the 'react-router' singleton. A shared module
// cannot be tree-shaken (any consumer may need any export), and the full package (data routers,
// server rendering, RSC) costs ~60 KB gzip on the first load; this subset costs about a third.
// A page needing another router export adds it here; the build warns when an import is missing.



/***/ }

};
;