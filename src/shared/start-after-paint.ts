/**
 * The one inline script of a prerendered page (scripts/prerender.mjs): it starts the app's code
 * once the page's HTML has been painted, instead of from `<script>` and `<link rel=modulepreload>`
 * tags the parser meets before the first paint.
 *
 * Why: a prerendered page is complete without its code (its styles are inlined, its markup is in
 * #root), yet with the tags in the head the browser fetched and ran ~80 KB of modules, and hydrated,
 * before its first frame; on a phone the content waited for all of it. Lighthouse counts the same
 * way: every request begun before the largest paint is on that paint's path, so the Menu page's
 * simulated LCP was 1.8-2.1 s against an FCP of 0.9-1.1 s. Started after the paint, the code costs
 * the paint nothing; a hidden tab (which paints nothing) and a browser that is slow to paint start
 * it at once or after 200 ms, as before.
 *
 * The script reads the entry and the chunks to preload from its own data attributes, so its text,
 * and the hash the Content-Security-Policy allows it by (server/http/security-headers.ts), are the
 * same in every build.
 */
export const START_AFTER_PAINT_SCRIPT =
  "(function(){var d=document,me=d.currentScript,done=false;function go(){if(done)return;done=true;(me.getAttribute('data-preload')||'').split(' ').forEach(function(href){if(!href)return;var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;d.head.appendChild(l)});var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=me.getAttribute('data-entry');d.head.appendChild(s)}if(d.visibilityState==='hidden'||typeof requestAnimationFrame!=='function'){go();return}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)})()";
