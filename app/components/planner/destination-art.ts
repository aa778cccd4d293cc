// Illustrations for planned options: the catalogue's destination art where one exists, the
// landing page's archipelago scene elsewhere (the foreign quick picks). Decorative only.
const ART: Record<string, string> = {
  bali: "bali-highlights",
  "lombok-gili": "lombok-gili",
  komodo: "komodo",
  flores: "flores",
  yogyakarta: "yogyakarta",
  "bromo-ijen": "bromo-ijen",
  "raja-ampat": "raja-ampat",
  "lake-toba": "lake-toba",
  "tana-toraja": "tana-toraja",
  sumba: "sumba",
  belitung: "belitung",
  "bunaken-manado": "bunaken",
  jakarta: "jakarta",
  bandung: "bandung",
  wakatobi: "wakatobi",
  derawan: "derawan",
  "bukit-lawang": "bukit-lawang",
};

export function destinationArt(destinationId: string): string {
  const file = ART[destinationId];
  return file ? `/images/packages/${file}.svg` : "/images/hero.svg";
}
