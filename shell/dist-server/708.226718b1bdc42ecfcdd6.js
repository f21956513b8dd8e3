"use strict";
exports.ids = [708];
exports.modules = {

/***/ 7708
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I18nContext: () => (/* reexport */ I18nContext),
  I18nextProvider: () => (/* reexport */ I18nextProvider),
  getI18n: () => (/* reexport */ i18nInstance_getI18n),
  initReactI18next: () => (/* reexport */ initReactI18next),
  useTranslation: () => (/* reexport */ useTranslation)
});

// EXTERNAL MODULE: consume shared module (default) react@!=1.9...2...0 (singleton) (fallback: ../node_modules/react/index.js)
var index_js_ = __webpack_require__(2257);
;// ../node_modules/react-i18next/dist/es/context.js
/* unused harmony import specifier */ var getI18n;





const I18nContext = (0,index_js_.createContext)();
class ReportNamespaces {
  constructor() {
    this.usedNamespaces = {};
  }
  addUsedNamespaces(namespaces) {
    namespaces.forEach(ns => {
      if (!this.usedNamespaces[ns]) this.usedNamespaces[ns] = true;
    });
  }
  getUsedNamespaces() {
    return Object.keys(this.usedNamespaces);
  }
}
const composeInitialProps = ForComponent => async ctx => {
  const componentsInitialProps = (await ForComponent.getInitialProps?.(ctx)) ?? {};
  const i18nInitialProps = getInitialProps();
  return {
    ...componentsInitialProps,
    ...i18nInitialProps
  };
};
const getInitialProps = () => {
  const i18n = getI18n();
  if (!i18n) {
    console.warn('react-i18next:: getInitialProps: You will need to pass in an i18next instance by using initReactI18next');
    return {};
  }
  const namespaces = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const ret = {};
  const initialI18nStore = {};
  i18n.languages.forEach(l => {
    initialI18nStore[l] = {};
    namespaces.forEach(ns => {
      initialI18nStore[l][ns] = i18n.getResourceBundle(l, ns) || {};
    });
  });
  ret.initialI18nStore = initialI18nStore;
  ret.initialLanguage = i18n.language;
  return ret;
};
;// ../node_modules/react-i18next/dist/es/I18nextProvider.js


function I18nextProvider({
  i18n,
  defaultNS,
  children
}) {
  const value = (0,index_js_.useMemo)(() => ({
    i18n,
    defaultNS
  }), [i18n, defaultNS]);
  return (0,index_js_.createElement)(I18nContext.Provider, {
    value
  }, children);
}
;// ../node_modules/react-i18next/dist/es/i18nInstance.js
let i18nInstance;
const setI18n = instance => {
  i18nInstance = instance;
};
const i18nInstance_getI18n = () => i18nInstance;
;// ../node_modules/react-i18next/dist/es/initReactI18next.js

const initReactI18next = {
  type: '3rdParty',
  init(instance) {
    setI18n(instance);
  }
};
// EXTERNAL MODULE: consume shared module (default) i18next@!=2.7...1...5 (singleton) (fallback: ../node_modules/i18next/dist/esm/i18next.js)
var i18next_js_ = __webpack_require__(298);
;// ../node_modules/react-i18next/dist/es/unescape.js
const matchHtmlEntity = /&(?:amp|#38|lt|#60|gt|#62|apos|#39|quot|#34|nbsp|#160|copy|#169|reg|#174|hellip|#8230|#x2F|#47);/g;
const htmlEntities = {
  '&amp;': '&',
  '&#38;': '&',
  '&lt;': '<',
  '&#60;': '<',
  '&gt;': '>',
  '&#62;': '>',
  '&apos;': "'",
  '&#39;': "'",
  '&quot;': '"',
  '&#34;': '"',
  '&nbsp;': '\u00A0',
  '&#160;': '\u00A0',
  '&copy;': '©',
  '&#169;': '©',
  '&reg;': '®',
  '&#174;': '®',
  '&hellip;': '…',
  '&#8230;': '…',
  '&#x2F;': '/',
  '&#47;': '/'
};
const unescapeHtmlEntity = m => htmlEntities[m];
const unescape_unescape = text => text.replace(matchHtmlEntity, unescapeHtmlEntity);
;// ../node_modules/react-i18next/dist/es/defaults.js

let defaultOptions = {
  bindI18n: 'languageChanged',
  bindI18nStore: '',
  transEmptyNodeValue: '',
  transSupportBasicHtmlNodes: true,
  transWrapTextNodes: '',
  transKeepBasicHtmlNodesFor: ['br', 'strong', 'i', 'p'],
  useSuspense: true,
  unescape: unescape_unescape,
  transDefaultProps: undefined
};
const setDefaults = (options = {}) => {
  defaultOptions = {
    ...defaultOptions,
    ...options
  };
};
const getDefaults = () => defaultOptions;
;// ../node_modules/react-i18next/dist/es/utils.js
const warn = (i18n, code, msg, rest) => {
  const args = [msg, {
    code,
    ...(rest || {})
  }];
  if (i18n?.services?.logger?.forward) {
    return i18n.services.logger.forward(args, 'warn', 'react-i18next::', true);
  }
  if (isString(args[0])) args[0] = `react-i18next:: ${args[0]}`;
  if (i18n?.services?.logger?.warn) {
    i18n.services.logger.warn(...args);
  } else if (console?.warn) {
    console.warn(...args);
  }
};
const warnedFor = new WeakMap();
const warnedWithoutInstance = new Set();
const warnOnce = (i18n, code, msg, rest) => {
  if (isString(msg)) {
    let warned = warnedWithoutInstance;
    const owner = i18n?.services?.logger || i18n;
    if (isObject(owner)) {
      warned = warnedFor.get(owner);
      if (!warned) warnedFor.set(owner, warned = new Set());
    }
    if (warned.has(msg)) return;
    warned.add(msg);
  }
  warn(i18n, code, msg, rest);
};
const inDevelopment = () => {
  try {
    return "production" !== 'production';
  } catch (e) {
    return false;
  }
};
const loadedClb = (i18n, cb) => () => {
  if (i18n.isInitialized) {
    cb();
  } else {
    i18n.once('initialized', () => cb());
  }
};
const loadNamespaces = (i18n, ns, cb) => {
  i18n.loadNamespaces(ns, loadedClb(i18n, cb));
};
const loadLanguages = (i18n, lng, ns, cb) => {
  if (isString(ns)) ns = [ns];
  if (i18n.options.preload && i18n.options.preload.indexOf(lng) > -1) return loadNamespaces(i18n, ns, cb);
  ns.forEach(n => {
    if (i18n.options.ns.indexOf(n) < 0) i18n.options.ns.push(n);
  });
  i18n.loadLanguages(lng, loadedClb(i18n, cb));
};
const hasLoadedNamespace = (ns, i18n, options = {}) => {
  if (!i18n.languages || !i18n.languages.length) {
    warnOnce(i18n, 'NO_LANGUAGES', 'i18n.languages were undefined or empty', {
      languages: i18n.languages
    });
    return true;
  }
  return i18n.hasLoadedNamespace(ns, {
    lng: options.lng,
    precheck: (i18nInstance, loadNotPending) => {
      if (options.bindI18n && options.bindI18n.indexOf('languageChanging') > -1 && i18nInstance.services.backendConnector.backend && i18nInstance.isLanguageChangingTo && !loadNotPending(i18nInstance.isLanguageChangingTo, ns)) return false;
    }
  });
};
const getDisplayName = Component => Component.displayName || Component.name || (isString(Component) && Component.length > 0 ? Component : 'Unknown');
const isString = obj => typeof obj === 'string';
const isObject = obj => typeof obj === 'object' && obj !== null;
const getFormatPlugin = i18n => {
  const plugin = i18n?.services?.i18nFormat;
  return typeof plugin?.parse === 'function' ? plugin : undefined;
};
const htmlEscapes = (/* unused pure expression or super */ null && ({
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;'
}));
const escapeStringValues = values => {
  if (!values) return values;
  const escaped = {};
  Object.keys(values).forEach(k => {
    const v = values[k];
    escaped[k] = isString(v) ? v.replace(/[&<>"']/g, c => htmlEscapes[c]) : v;
  });
  return escaped;
};
;// ../node_modules/react-i18next/dist/es/useTranslation.js
/* unused harmony import specifier */ var useCallback;
/* unused harmony import specifier */ var useSyncExternalStore;
/* unused harmony import specifier */ var useTranslation_getDefaults;




const notReadyT = (k, optsOrDefaultValue) => {
  if (isString(optsOrDefaultValue)) return optsOrDefaultValue;
  if (isObject(optsOrDefaultValue) && isString(optsOrDefaultValue.defaultValue)) return optsOrDefaultValue.defaultValue;
  if (typeof k === 'function') return '';
  if (Array.isArray(k)) {
    const last = k[k.length - 1];
    return typeof last === 'function' ? '' : last;
  }
  return k;
};
const languageKey = inst => `${inst.language}|${inst.resolvedLanguage}|${inst.languages?.join(',')}`;
const createI18nWrapper = original => new Proxy(original, {
  get: (target, prop) => prop === '__original' ? target : Reflect.get(target, prop)
});
const notReadySnapshot = {
  t: notReadyT,
  ready: false
};
const dummySubscribe = () => () => {};
const subscribeToEvents = (i18n, {
  bindI18n,
  bindI18nStore
}, callback) => {
  if (bindI18n) i18n.on(bindI18n, callback);
  if (bindI18nStore) i18n.store.on(bindI18nStore, callback);
  return () => {
    if (bindI18n) i18n.off(bindI18n, callback);
    if (bindI18nStore) i18n.store.off(bindI18nStore, callback);
  };
};
const eventCounts = new WeakMap();
const countEvents = (emitter, events) => {
  if (!events) return 0;
  let counts = eventCounts.get(emitter);
  if (!counts) eventCounts.set(emitter, counts = new Map());
  let sum = 0;
  events.split(' ').forEach(event => {
    if (!counts.has(event)) {
      counts.set(event, 0);
      emitter.on(event, () => counts.set(event, counts.get(event) + 1));
    }
    sum += counts.get(event);
  });
  return sum;
};
const revision = (i18n, {
  bindI18n,
  bindI18nStore
}) => countEvents(i18n, bindI18n) + countEvents(i18n.store, bindI18nStore);
const useRerenderOnEvents = i18n => {
  const {
    bindI18n,
    bindI18nStore
  } = {
    ...useTranslation_getDefaults(),
    ...i18n?.options?.react
  };
  const subscribe = useCallback(callback => i18n ? subscribeToEvents(i18n, {
    bindI18n,
    bindI18nStore
  }, callback) : () => {}, [i18n, bindI18n, bindI18nStore]);
  const getSnapshot = () => {
    if (!i18n) return '';
    const rev = revision(i18n, {
      bindI18n,
      bindI18nStore
    });
    return bindI18n ? `${rev}|${languageKey(i18n)}` : String(rev);
  };
  useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
};
const useTranslation = (ns, props = {}) => {
  const {
    i18n: i18nFromProps
  } = props;
  const {
    i18n: i18nFromContext,
    defaultNS: defaultNSFromContext
  } = (0,index_js_.useContext)(I18nContext) || {};
  const i18n = i18nFromProps || i18nFromContext || i18nInstance_getI18n();
  if (i18n && !i18n.reportNamespaces) i18n.reportNamespaces = new ReportNamespaces();
  if (!i18n) {
    warnOnce(i18n, 'NO_I18NEXT_INSTANCE', 'useTranslation: You will need to pass in an i18next instance by using initReactI18next or by passing it via props or context. In monorepo setups, make sure there is only one instance of react-i18next.');
  }
  const i18nOptions = (0,index_js_.useMemo)(() => ({
    ...getDefaults(),
    ...i18n?.options?.react,
    ...props
  }), [i18n, props]);
  const {
    useSuspense,
    keyPrefix,
    bindI18n,
    bindI18nStore
  } = i18nOptions;
  const nsOrContext = ns || defaultNSFromContext || i18n?.options?.defaultNS;
  const unstableNamespaces = isString(nsOrContext) ? [nsOrContext] : nsOrContext || ['translation'];
  const namespacesKey = JSON.stringify(unstableNamespaces);
  const namespaces = (0,index_js_.useMemo)(() => unstableNamespaces, [namespacesKey]);
  i18n?.reportNamespaces?.addUsedNamespaces?.(namespaces);
  const subscribe = (0,index_js_.useCallback)(callback => i18n ? subscribeToEvents(i18n, {
    bindI18n,
    bindI18nStore
  }, callback) : dummySubscribe, [i18n, bindI18n, bindI18nStore]);
  const snapshotRef = (0,index_js_.useRef)();
  const getSnapshot = (0,index_js_.useCallback)(() => {
    if (!i18n) {
      return notReadySnapshot;
    }
    const calculatedReady = !!(i18n.isInitialized || i18n.initializedStoreOnce) && namespaces.every(n => hasLoadedNamespace(n, i18n, i18nOptions));
    const currentLng = props.lng || i18n.language;
    const currentRevision = revision(i18n, i18nOptions);
    const keyPrefixKey = typeof keyPrefix === 'function' ? (0,i18next_js_.keyFromSelector)(keyPrefix, {
      ...i18n.options,
      ns: namespaces
    }) : keyPrefix;
    const lastSnapshot = snapshotRef.current;
    if (lastSnapshot && lastSnapshot.i18n === i18n && lastSnapshot.ready === calculatedReady && lastSnapshot.lng === currentLng && lastSnapshot.namespaces === namespaces && lastSnapshot.keyPrefix === keyPrefixKey && lastSnapshot.revision === currentRevision) {
      return lastSnapshot;
    }
    const calculatedT = i18n.getFixedT(currentLng, i18nOptions.nsMode === 'fallback' ? namespaces : namespaces[0], keyPrefix, {
      scopeNs: namespaces
    });
    const newSnapshot = {
      t: calculatedT,
      i18n,
      ready: calculatedReady,
      lng: currentLng,
      namespaces,
      keyPrefix: keyPrefixKey,
      revision: currentRevision
    };
    snapshotRef.current = newSnapshot;
    return newSnapshot;
  }, [i18n, namespaces, keyPrefix, i18nOptions, props.lng]);
  const [loadCount, setLoadCount] = (0,index_js_.useState)(0);
  let {
    t,
    ready
  } = (0,index_js_.useSyncExternalStore)(subscribe, getSnapshot, getSnapshot);
  let pendingTranslationLoad;
  if (i18n && useSuspense && !ready) {
    pendingTranslationLoad = new Promise(resolve => {
      const onLoaded = () => resolve();
      if (props.lng) {
        loadLanguages(i18n, props.lng, namespaces, onLoaded);
      } else {
        loadNamespaces(i18n, namespaces, onLoaded);
      }
    });
    ({
      t,
      ready
    } = getSnapshot());
  }
  ;(0,index_js_.useEffect)(() => {
    if (i18n && !ready && !useSuspense) {
      const onLoaded = () => setLoadCount(c => c + 1);
      if (props.lng) {
        loadLanguages(i18n, props.lng, namespaces, onLoaded);
      } else {
        loadNamespaces(i18n, namespaces, onLoaded);
      }
    }
  }, [i18n, props.lng, namespaces, ready, useSuspense, loadCount]);
  const finalI18n = i18n || {};
  const wrapperRef = (0,index_js_.useRef)(null);
  const ret = (0,index_js_.useMemo)(() => {
    const original = finalI18n;
    const lang = languageKey(original);
    if (wrapperRef.current?.original !== original || wrapperRef.current.lang !== lang) {
      wrapperRef.current = {
        original,
        lang,
        wrapper: createI18nWrapper(original)
      };
    }
    const i18nWrapper = wrapperRef.current.wrapper;
    const effectiveT = !ready && !useSuspense ? (...args) => {
      warnOnce(i18n, 'USE_T_BEFORE_READY', 'useTranslation: t was called before ready. When using useSuspense: false, make sure to check the ready flag before using t.');
      return t(...args);
    } : t;
    const arr = [effectiveT, i18nWrapper, ready];
    arr.t = effectiveT;
    arr.i18n = i18nWrapper;
    arr.ready = ready;
    return arr;
  }, [t, finalI18n, ready, finalI18n.resolvedLanguage, finalI18n.language, finalI18n.languages]);
  if (i18n && useSuspense && !ready) {
    if (inDevelopment()) {
      warnOnce(i18n, 'SUSPENDED_WHILE_LOADING', 'useTranslation: suspended while translations are loading (useSuspense is true by default). Add a <Suspense> boundary above this component, or set react.useSuspense: false in the i18next init options. https://react.i18next.com/latest/usetranslation-hook');
    }
    throw pendingTranslationLoad;
  }
  return ret;
};
;// ../packages/web-build/src/react-i18next-slim.js
// The part of react-i18next the shop uses, shared as the 'react-i18next' singleton (see
// react-router-slim.js for why shared modules are trimmed by hand). Add an export here when a
// page needs it, e.g. `Trans`.



/***/ }

};
;