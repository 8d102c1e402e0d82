// The Hong Kong and Macao stores the cn site points to (spec §2 where-to-buy/hongkong-macao).
import type { StoreGroups } from "../dealers.schema";

const stores: StoreGroups = {
  hongKong: [
    "香港九龙尖沙咀广东道 30 号新港中心 2 楼 218 号铺",
    "香港铜锣湾轩尼诗道 500 号希慎广场 10 楼",
    "香港沙田沙田正街 2-8 号新城市广场一期 5 楼",
  ],
  macao: ["澳门路氹连贯公路威尼斯人购物中心 2 楼 2308 号铺", "澳门新口岸宋玉生广场 258 号壹号广场 1 楼"],
};

export default stores;
