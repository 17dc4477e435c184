// RankScribe's first-party page-view insights. Same origin, no cookies, no identifiers: each page
// view is the path and the referrer's origin. Events queue in `window.rankscribeInsights.events`;
// they are sent only where the deployment names a collector on this script tag
// (data-endpoint="/your/collector"), with sendBeacon when the page is hidden.
(function () {
  var script = document.currentScript;
  var endpoint = script && script.getAttribute('data-endpoint');
  var events = [];
  function track(name, data) {
    events.push({ name: name, path: location.pathname, referrer: document.referrer ? new URL(document.referrer).origin : '', at: Date.now(), data: data || null });
  }
  function flush() {
    if (!endpoint || events.length === 0 || !navigator.sendBeacon) return;
    navigator.sendBeacon(endpoint, JSON.stringify(events.splice(0)));
  }
  window.rankscribeInsights = { events: events, track: track };
  track('pageview');
  addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') flush();
  });
})();
