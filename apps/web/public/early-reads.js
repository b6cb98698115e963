/* global window, location */
// The first reads of a screen, started before the app's code arrives: on a
// 750 kbit/s link the app's JavaScript takes about 2.5 s, and the screen's reads used to start only
// after it (and after one another), each waiting for a connection among the screen's chunks. This
// small classic script (not bundled; a file because the Content-Security-Policy allows no inline
// script) starts the reads every signed-in screen makes first, with the stored session's token; the
// app's api client takes each answer once, for the same GET with the same token
// (src/lib/early-reads.ts), and makes its own call for anything else.
(function () {
  try {
    var session = JSON.parse(localStorage.getItem('esc.session') || 'null');
    // A token about to expire is refreshed by the app first: nothing is started with it.
    if (!session || !session.access_token || !(session.expires_at > Date.now() + 60000)) return;
    var path = location.pathname;
    var reads = ['/api/cognito-login-service/auth/me'];
    if (path === '/student-dashboard') reads.push('/api/mis/recentContent.2.0');
    var study = /^\/study-syllabus\/([0-9]{1,10})$/.exec(path);
    if (study) {
      reads.push('/api/syllabus-v2/syllabusParentDetail?syllabusId=' + study[1]);
      // The study presentation's groups of the chapter: learn (category 1), in the medium of most
      // learners (English, language 1), as the screen's medium filter asks by default; a learner of
      // another medium reads their own once the app knows it.
      reads.push(
        '/api/syllabus-v2/groupListBySyllabusId/v2.1.1?syllabusId=' +
          study[1] +
          '&groupCategoryId=1&languageId=1&mediumId=1',
      );
    }
    var player = /^\/content-player\/([0-9]{1,10})$/.exec(path);
    if (player) reads.push('/api/content/v2/contentDetailsByContentIds?contentIds=' + player[1]);
    var started = {};
    reads.forEach(function (url) {
      started[url] = {
        token: session.access_token,
        at: Date.now(),
        response: fetch(url, {
          headers: { Accept: 'application/json', Authorization: 'Bearer ' + session.access_token },
        }),
      };
      // An early read nobody takes must not report an unhandled rejection.
      started[url].response.catch(function () {});
    });
    window.__escEarlyReads = started;
  } catch {
    // No early reads: the app makes its calls itself.
  }
})();
