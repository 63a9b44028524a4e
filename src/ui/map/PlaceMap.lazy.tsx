'use client'
import dynamic from 'next/dynamic'

// Its own chunk, loaded only by pages that show a map; MapLibre itself loads later still, when
// the map nears the viewport (MapViewport.client.tsx).
export const MapViewportIsland = dynamic(() => import('./MapViewport.client'))
