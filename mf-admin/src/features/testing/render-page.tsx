// The product form's and the add forms' tests import the page-test helper from here.
export {
  recordToasts,
  renderRoutes as renderAdmin,
  stopRecordingToasts,
  stubFetch,
  type RecordedRequest,
  type RecordedToast,
  type StubResponse,
} from '@shop/ui/testing';
