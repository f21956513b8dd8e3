"use strict";
exports.ids = [621];
exports.modules = {

/***/ 3621
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MutationCache: () => (/* reexport safe */ _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_4__.q),
/* harmony export */   QueryCache: () => (/* reexport safe */ _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_7__.$),
/* harmony export */   QueryClient: () => (/* reexport safe */ _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_9__.E),
/* harmony export */   QueryClientProvider: () => (/* reexport safe */ _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_0__.Ht),
/* harmony export */   keepPreviousData: () => (/* reexport safe */ _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_1__.rX),
/* harmony export */   queryOptions: () => (/* reexport safe */ _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_3__.j),
/* harmony export */   skipToken: () => (/* reexport safe */ _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_1__.hT),
/* harmony export */   useInfiniteQuery: () => (/* reexport safe */ _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_10__.q),
/* harmony export */   useIsFetching: () => (/* reexport safe */ _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_5__.C),
/* harmony export */   useIsMutating: () => (/* reexport safe */ _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_6__.l),
/* harmony export */   useMutation: () => (/* reexport safe */ _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_8__.n),
/* harmony export */   useQuery: () => (/* reexport safe */ _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_2__.I),
/* harmony export */   useQueryClient: () => (/* reexport safe */ _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_0__.jE)
/* harmony export */ });
/* harmony import */ var _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(720);
/* harmony import */ var _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9739);
/* harmony import */ var _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7509);
/* harmony import */ var _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8190);
/* harmony import */ var _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6901);
/* harmony import */ var _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4061);
/* harmony import */ var _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5153);
/* harmony import */ var _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(858);
/* harmony import */ var _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8025);
/* harmony import */ var _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1421);
/* harmony import */ var _tanstack_react_query_complete__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1221);
// The part of TanStack Query the shop uses, shared as the '@tanstack/react-query' singleton (see
// react-router-slim.js for why shared modules are trimmed by hand). useInfiniteQuery pages the
// admin's order list.



/***/ }

};
;