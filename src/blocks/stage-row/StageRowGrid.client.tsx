'use client'
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react'
import { largeWidth, stageRowColumns } from './columns'
import styles from './stage-row.module.css'

/** Spec 01 §4: the column count follows the window width, recomputed 100 ms after resizing stops. */
const resizeSettleMs = 100

export function StageRowGrid({
  children,
  itemCount,
  useFourColumns,
  isCentered,
}: {
  children: ReactNode
  itemCount: number
  useFourColumns: boolean
  isCentered: boolean
}) {
  const [columns, setColumns] = useState<number | null>(null)
  useEffect(() => {
    const measure = () => setColumns(stageRowColumns(window.innerWidth, itemCount, useFourColumns))
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(measure, resizeSettleMs)
    }
    timer = setTimeout(measure, 0)
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [itemCount, useFourColumns])
  const style = columns ? ({ '--columns': columns } as CSSProperties) : undefined
  return (
    <ul
      className={`${styles.grid} ${isCentered ? styles.centered : ''}`}
      data-large-columns={stageRowColumns(largeWidth, itemCount, useFourColumns)}
      data-columns={columns ?? undefined}
      style={style}
    >
      {children}
    </ul>
  )
}
