import type { PageTheme } from '@quarry/contract';

/*
 * The publication pages' templates (eta, autoEscape on): `<%= %>` writes text escaped, and `<%~ %>` is used only for
 * HTML these templates made themselves (a partial, the page body) and for the theme's own style sheet. Every title,
 * abstract and name comes from the web, so none of them is ever written with `<%~`.
 */

export const LAYOUT = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="<%= it.csp %>">
<meta name="generator" content="Quarry">
<title><%= it.pageTitle %></title>
<style><%~ it.css %></style>
</head>
<body>
<% if (it.chrome) { %>
<a class="skip" href="#content">Skip to content</a>
<header>
<p class="site"><%= it.siteTitle %></p>
<% if (it.back) { %><nav aria-label="Breadcrumb"><a href="<%= it.back %>">All publications</a></nav><% } %>
</header>
<% } %>
<main id="content">
<% if (!it.chrome && it.back) { %><nav aria-label="Breadcrumb"><a href="<%= it.back %>">All publications</a></nav><% } %>
<%~ it.body %>
</main>
<% if (it.chrome) { %>
<footer><p>Generated on <%= it.generated %>.</p></footer>
<% } %>
</body>
</html>
`;

export const PUBLICATION = `<li class="publication">
<article>
<h3><% if (it.p.link) { %><a href="<%= it.p.link %>"><%= it.p.title %></a><% } else { %><%= it.p.title %><% } %></h3>
<p class="authors"><%= it.p.authors %></p>
<% if (it.p.venue) { %><p class="venue"><%= it.p.venue %></p><% } %>
<% if (it.withAbstract && it.p.abstract) { %><details><summary>Abstract</summary><p><%= it.p.abstract %></p></details><% } %>
</article>
</li>
`;

const YEARS = `<% if (it.years.length === 0) { %><p>No publications yet.</p><% } %>
<% it.years.forEach(function (year) { %>
<section aria-labelledby="year-<%= year.key %>">
<h2 id="year-<%= year.key %>"><%= year.label %></h2>
<ol class="publications">
<% year.publications.forEach(function (p) { %><%~ include('@publication', { p: p, withAbstract: it.withAbstract }) %><% }) %>
</ol>
</section>
<% }) %>`;

export const RESEARCHER = `<h1><%= it.name %></h1>
<p class="count"><%= it.countText %></p>
${YEARS}
<% if (it.more) { %><p class="more"><a href="<%= it.more.href %>"><%= it.more.text %></a></p><% } %>
`;

export const LIST = `<h1><%= it.heading %></h1>
<p class="count"><%= it.countText %></p>
<% if (it.researchers.length > 0) { %>
<nav aria-labelledby="researchers">
<h2 id="researchers">Researchers</h2>
<ul class="researchers">
<% it.researchers.forEach(function (r) { %><li><a href="<%= r.href %>"><%= r.name %></a> <span class="count">(<%= r.count %>)</span></li>
<% }) %>
</ul>
</nav>
<% } %>
${YEARS}
`;

const BASE_CSS =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}' +
  'main{max-width:60rem;margin:0 auto;padding:1rem}' +
  'a{color:#0b57d0}a:focus{outline:2px solid #0b57d0;outline-offset:2px}' +
  'h1{font-size:1.75rem;margin:.5rem 0}h2{font-size:1.3rem;margin:1.5rem 0 .5rem}h3{font-size:1rem;margin:0}' +
  'ol.publications,ul.researchers{padding-left:1.25rem}li.publication{margin:.75rem 0}' +
  '.authors,.venue,.count{margin:.1rem 0;color:#4a4a4a}.venue{font-style:italic}' +
  'details summary{cursor:pointer;color:#0b57d0}';

/** Each theme's style sheet: standalone a whole site's page, embedded a bare part of another site, teaser a short one. */
export const THEME_CSS: Record<PageTheme, string> = {
  standalone:
    BASE_CSS +
    'header,footer{background:#f2f4f7;padding:.75rem 1rem}header .site{margin:0;font-weight:700}' +
    'footer{color:#4a4a4a;margin-top:2rem}' +
    '.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}',
  embedded: BASE_CSS + 'body{font-size:15px}main{max-width:none;padding:.5rem}h1{font-size:1.4rem}',
  teaser: BASE_CSS + 'main{max-width:40rem}h1{font-size:1.4rem}li.publication{margin:.5rem 0}',
};

/** Which themes carry the site's header, skip link and footer (an embedded page sits inside another site's). */
export const THEME_CHROME: Record<PageTheme, boolean> = { standalone: true, embedded: false, teaser: true };

/** A teaser page lists a researcher's newest publications only, and no abstracts. */
export const TEASER_PUBLICATIONS = 5;
