// Standalone development entry. The asynchronous import lets module federation initialise the
// shared singletons before any of them is used (RUNTIME-006).
void import('./bootstrap');
