// The illustrations shipped in public/images/packages (one drawn for each seed package): the back office
// offers them for a package without a photo, and the form accepts only these.

export type Illustration = { url: string; label: string };

export const ILLUSTRATIONS: readonly Illustration[] = [
  { url: "/images/packages/bali-highlights.svg", label: "Bali: temple on a sea cliff" },
  { url: "/images/packages/bali-honeymoon.svg", label: "Bali honeymoon" },
  { url: "/images/packages/baliem.svg", label: "Baliem Valley" },
  { url: "/images/packages/banda.svg", label: "Banda Islands" },
  { url: "/images/packages/bandung.svg", label: "Bandung" },
  { url: "/images/packages/belitung.svg", label: "Belitung" },
  { url: "/images/packages/bromo-ijen.svg", label: "Bromo & Ijen" },
  { url: "/images/packages/bukit-lawang.svg", label: "Bukit Lawang" },
  { url: "/images/packages/bunaken.svg", label: "Bunaken" },
  { url: "/images/packages/derawan.svg", label: "Derawan" },
  { url: "/images/packages/dieng.svg", label: "Dieng Plateau" },
  { url: "/images/packages/flores.svg", label: "Flores" },
  { url: "/images/packages/jakarta.svg", label: "Jakarta" },
  { url: "/images/packages/karimunjawa.svg", label: "Karimunjawa" },
  { url: "/images/packages/komodo.svg", label: "Komodo" },
  { url: "/images/packages/lake-toba.svg", label: "Lake Toba" },
  { url: "/images/packages/lombok-gili.svg", label: "Lombok & the Gilis" },
  { url: "/images/packages/mentawai.svg", label: "Mentawai" },
  { url: "/images/packages/north-bali.svg", label: "North Bali: temple on a lake" },
  { url: "/images/packages/raja-ampat-liveaboard.svg", label: "Raja Ampat liveaboard" },
  { url: "/images/packages/raja-ampat.svg", label: "Raja Ampat" },
  { url: "/images/packages/rinjani.svg", label: "Rinjani" },
  { url: "/images/packages/sumba.svg", label: "Sumba" },
  { url: "/images/packages/tana-toraja.svg", label: "Tana Toraja" },
  { url: "/images/packages/tanjung-puting.svg", label: "Tanjung Puting" },
  { url: "/images/packages/togean.svg", label: "Togean Islands" },
  { url: "/images/packages/wakatobi.svg", label: "Wakatobi" },
  { url: "/images/packages/yogyakarta.svg", label: "Yogyakarta" },
];

const urls = new Set(ILLUSTRATIONS.map((illustration) => illustration.url));

export function isIllustration(url: string): boolean {
  return urls.has(url);
}
