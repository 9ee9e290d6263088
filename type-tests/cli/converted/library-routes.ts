// Converted from library-routes.rb (Rails 2.3) by `typed-resources convert`.
// Each entry's comment gives its line in library-routes.rb.
import { defineRoutes } from '../../../src/index'

// A lending library's routes, written for typed-resources' converter tests in the
// style of a Rails 2.3 application: every construct of the DSL that real route
// files use (multi-line option hashes, resource blocks with name prefixes,
// with_options blocks of named routes, repeated names, formats and Regexps on
// named routes, map.root, lines the converter cannot run, the default route).

export const routes = defineRoutes([
  {
    resources: {
      members: { member: { suspend: 'put', history: 'get', renew_card: 'post' } }, // library-routes.rb:7
    },
    connect: [
      { name: 'join', path: 'join', controller: 'members', action: 'new' }, // library-routes.rb:11
    ],
  },
  {
    resources: {
      shelves: { // library-routes.rb:14
        collection: { reorder: 'post', empty: 'get' },
        member: { stock: 'get' },
        resources: {
          books: { name_prefix: 'shelf_' }, // library-routes.rb:15
        },
      },
      authors: { // library-routes.rb:18
        collection: { reorder: 'post' },
        member: { bibliography: 'get' },
        resources: {
          books: { name_prefix: 'author_' }, // library-routes.rb:21
        },
      },
      books: { member: { borrow: 'put', return: 'put' }, collection: { overdue: 'get', search: 'post' } }, // library-routes.rb:24
    },
    connect: [
      { name: 'home', path: '', controller: 'books', action: 'index' }, // library-routes.rb:30
      { name: 'catalog', path: 'catalog.:format', controller: 'books', action: 'index' }, // library-routes.rb:31
      { // library-routes.rb:32
        name: 'mobile_catalog',
        path: 'catalog.m',
        controller: 'books',
        action: 'index',
        defaults: { format: 'm' },
      },
      // Subjects may hold dots (/books/subject/sci.fi)
      { // library-routes.rb:34
        name: 'subject',
        path: 'books/subject/:name.m',
        controller: 'books',
        action: 'subject',
        defaults: { format: 'm' },
      },
      { // library-routes.rb:35
        name: 'subject',
        path: 'books/subject/:name',
        controller: 'books',
        action: 'subject',
        requirements: { name: /.*/ },
      },
      { name: 'feed', path: 'feed.rss', controller: 'books', action: 'feed', defaults: { format: 'rss' } }, // library-routes.rb:36
      { name: 'feed', path: 'feed', controller: 'books', action: 'feed' }, // library-routes.rb:37
      { name: 'overdue_books', path: 'books/overdue', controller: 'books', action: 'overdue' }, // library-routes.rb:38
    ],
    root: { controller: 'books' }, // library-routes.rb:40 the catalogue is the front page
  },
  {
    resources: {
      loans: { collection: { history: 'get' } }, // library-routes.rb:42
    },
    connect: [
      { name: 'loans', path: 'loans', controller: 'loans', action: 'index' }, // library-routes.rb:44
      { name: 'login', path: 'login', controller: 'sessions', action: 'new' }, // library-routes.rb:48
      { name: 'formatted_login', path: 'login.:format', controller: 'sessions', action: 'new' }, // library-routes.rb:49
      { name: 'about', path: 'about', controller: 'pages', action: 'about' }, // library-routes.rb:51
      // library-routes.rb:53 not converted: a conditional: Rails adds these routes only when the condition holds, which the converter cannot know:
      //   map.connect '/debug/routes', :controller => 'debug', :action => 'routes' if Rails.env == 'development'
      // library-routes.rb:54 not converted: a conditional: Rails adds these routes only when the condition holds, which the converter cannot know:
      //   LibraryPlugin::Routes.draw_extra(map) if defined?(LibraryPlugin)
      // The default route, last.
      ':controller/:action/:id', // library-routes.rb:57
    ],
  },
] as const)
