/** The one tracking helper: everything the site tracks goes through the page's dataLayer. */
export type DataLayerEvent = { event: string } & Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export function pushToDataLayer(event: DataLayerEvent): void {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(event)
}

/** Inline bootstrap, run before anything else so early pushes are never lost. */
export const dataLayerBootstrap = 'window.dataLayer=window.dataLayer||[];'

export function gtmBootstrap(containerId: string): string {
  const id = JSON.stringify(containerId)
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;var n=d.querySelector('script[nonce]');if(n){j.nonce=n.nonce||n.getAttribute('nonce')}f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${id});`
}
