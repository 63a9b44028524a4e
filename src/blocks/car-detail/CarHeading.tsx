/** The car's name and model text: above the gallery on carstore sites, atop the summary column otherwise. */
export function CarHeading({ title, modelText }: { title: string; modelText: string | null }) {
  return (
    <div>
      <h1 className="font-heading text-3xl" data-car-title>
        {title}
      </h1>
      {modelText ? <p className="text-lg text-neutral-700">{modelText}</p> : null}
    </div>
  )
}
