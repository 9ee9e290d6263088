/**
 * The tracker's route file — what `config/routes.rb` was in a Rails 2.3 app:
 *
 * ```ruby
 * ActionController::Routing::Routes.draw do |map|
 *   map.login  'login',  :controller => 'sessions', :action => 'new',     :conditions => { :method => :get }
 *   map.connect 'login', :controller => 'sessions', :action => 'create',  :conditions => { :method => :post }
 *   map.logout 'logout', :controller => 'sessions', :action => 'destroy', :conditions => { :method => :post }
 *   map.resources :projects, :shallow => true, :collection => { :search => :get } do |project|
 *     project.resources :issues, :member => { :close => :put, :reopen => :put } do |issue|
 *       issue.resources :comments, :only => [:index, :create, :destroy]
 *     end
 *   end
 *   map.resources :users
 *   map.resource  :account
 *   map.namespace :admin do |admin|
 *     admin.resources :users, :only => [:index, :destroy]
 *   end
 *   map.root :controller => 'projects'
 *   # no default route: every URL is a resource or a named route
 * end
 * ```
 */
import { defineRoutes } from '../../src/index'

/** The declaration itself, also used by the typed client (`client(routes, ...)`). */
export const declaration = [
  {
    connect: [
      { name: 'login', path: 'login', controller: 'sessions', action: 'new', conditions: { method: 'get' } },
      { path: 'login', controller: 'sessions', action: 'create', conditions: { method: 'post' } },
      { name: 'logout', path: 'logout', controller: 'sessions', action: 'destroy', conditions: { method: 'post' } },
    ],
  },
  {
    resources: {
      projects: {
        shallow: true,
        collection: { search: 'get' },
        resources: {
          issues: {
            member: { close: 'put', reopen: 'put' },
            resources: { comments: { only: ['index', 'create', 'destroy'] } },
          },
        },
      },
      users: {},
    },
    resource: { account: {} },
    namespace: { admin: { resources: { users: { only: ['index', 'destroy'] } } } },
    root: { controller: 'projects', action: 'index' },
  },
] as const

/** The tracker's route table: helpers, recognition, `formFor`. */
export const routes = defineRoutes(declaration)
