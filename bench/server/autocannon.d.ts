// The part of autocannon 9's API this benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number
    mean: number
    p50: number
    p99: number
    max: number
    total: number
  }
  export interface RequestSpec {
    method?: string
    path?: string
    body?: string
    headers?: Record<string, string>
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    requests?: RequestSpec[]
    headers?: Record<string, string>
  }
  export interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    '4xx': number
    '5xx': number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
