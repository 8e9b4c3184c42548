/* Arena page loader, last step: start the root config (a served file, so the CSP needs no inline script). */
System.import('@arena/root-config').catch(function (e) {
  console.error('Arena failed to start', e);
  document.getElementById('arena-root').textContent = 'The site could not start. Please refresh the page.';
});
