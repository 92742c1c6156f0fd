// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the CreateHpcClusterForm form schema (../form-schemas/create-hpc-cluster-form.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["5cf22dfd"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","title":"HPC cluster","allOf":[{"title":"Cluster","type":"object","required":["cluster_name","network_type","vxnet","nas_id","app_version","admin_password"],"properties":{"cluster_name":{"type":"string","minLength":1,"maxLength":20,"pattern":"^[\\p{L}\\p{N}_]+$","x-rule":"name.word","title":"Cluster name","x-help":"1 to 20 letters, digits or underscores."},"description":{"type":"string","maxLength":256,"title":"Description"},"network_type":{"type":"string","enum":["base","private","bare_metal"],"title":"Network type","default":"private"},"vxnet":{"type":"string","pattern":"^vxnet-[a-z0-9]{2,16}$","examples":["vxnet-hpc01"],"title":"VPC network","not":{"enum":["vxnet-0","vxnet-1"]}},"bm_vxnet_id":{"type":"string","pattern":"^vxnet-[a-z0-9]{2,16}$","examples":["vxnet-hpc01"],"title":"Bare-metal network"},"nas_id":{"type":"string","pattern":"^(nas|s2)-[a-z0-9]{4,16}$","examples":["nas-3f9a2b1c","s2-7d3k9p2x"],"title":"NAS mount point"},"s2_server_id":{"type":"string","pattern":"^s2-[a-z0-9]{4,16}$","examples":["s2-7d3k9p2x"],"title":"S2 server"},"nas_path":{"title":"Shared path","type":"string","pattern":"^/[A-Za-z0-9_./-]*$","maxLength":255},"app_version":{"type":"string","pattern":"^appv-[a-z0-9]{4,16}$","examples":["appv-ehpc241"],"title":"Cluster version"},"software":{"title":"Software","type":"array","items":{"type":"string","pattern":"^hpcsw-[a-z0-9]{4,16}$","examples":["hpcsw-fluent23"]},"uniqueItems":true,"maxItems":50},"admin_password":{"type":"string","minLength":12,"maxLength":30,"allOf":[{"pattern":"^[A-Za-z0-9!@#%$^&*]*$","x-rule":"password.charset"},{"pattern":"[a-z]","x-rule":"password.lowercase"},{"pattern":"[A-Z]","x-rule":"password.uppercase"},{"pattern":"[0-9]","x-rule":"password.digit"},{"pattern":"[!@#%$^&*]","x-rule":"password.symbol"}],"title":"Administrator password"}}},{"type":"object","required":["cluster_type","queue_type","user_name","password"],"properties":{"cluster_type":{"const":"hpc"},"queue_type":{"type":"string","pattern":"^qt-[a-z0-9]{2,16}$","examples":["qt-shared56"],"title":"Queue type"},"user_name":{"type":"string","minLength":3,"maxLength":12,"pattern":"^[A-Za-z0-9_]+$","x-rule":"name.ascii","title":"Cluster user"},"password":{"type":"string","minLength":12,"maxLength":30,"allOf":[{"pattern":"^[A-Za-z0-9!@#%$^&*]*$","x-rule":"password.charset"},{"pattern":"[a-z]","x-rule":"password.lowercase"},{"pattern":"[A-Z]","x-rule":"password.uppercase"},{"pattern":"[0-9]","x-rule":"password.digit"},{"pattern":"[!@#%$^&*]","x-rule":"password.symbol"}],"title":"Cluster user password"},"login_node":{"title":"Login node","type":"object","required":["instance_class","cpu","memory","count"],"properties":{"instance_class":{"type":"integer","enum":[0,1,2,101,201,202],"examples":[101],"title":"Instance class"},"cpu":{"type":"integer","minimum":1,"maximum":128,"examples":[56],"title":"CPU cores"},"memory":{"type":"integer","minimum":1024,"maximum":1048576,"examples":[229376],"title":"Memory (MiB)"},"gpu":{"type":"integer","minimum":0,"maximum":8,"examples":[0],"title":"GPUs","default":0},"count":{"type":"integer","minimum":0,"maximum":100,"title":"Count"},"private_ips":{"title":"Private IPs","type":"array","items":{"type":"string","format":"ipv4"},"maxItems":100}}},"paid_type":{"const":0,"default":0}}}],"$id":"5cf22dfd"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[\\p{L}\\p{N}_]+$", "u");
const pattern5 = new RegExp("^vxnet-[a-z0-9]{2,16}$", "u");
const pattern7 = new RegExp("^(nas|s2)-[a-z0-9]{4,16}$", "u");
const pattern8 = new RegExp("^s2-[a-z0-9]{4,16}$", "u");
const pattern9 = new RegExp("^/[A-Za-z0-9_./-]*$", "u");
const pattern10 = new RegExp("^appv-[a-z0-9]{4,16}$", "u");
const pattern11 = new RegExp("^hpcsw-[a-z0-9]{4,16}$", "u");
const pattern12 = new RegExp("^[A-Za-z0-9!@#%$^&*]*$", "u");
const pattern13 = new RegExp("[a-z]", "u");
const pattern14 = new RegExp("[A-Z]", "u");
const pattern15 = new RegExp("[0-9]", "u");
const pattern16 = new RegExp("[!@#%$^&*]", "u");
const pattern17 = new RegExp("^qt-[a-z0-9]{2,16}$", "u");
const pattern18 = new RegExp("^[A-Za-z0-9_]+$", "u");
const formats0 = /^(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)$/;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="5cf22dfd" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cluster_name === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "cluster_name"},message:"must have required property '"+"cluster_name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.network_type === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "network_type"},message:"must have required property '"+"network_type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.vxnet === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "vxnet"},message:"must have required property '"+"vxnet"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.nas_id === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "nas_id"},message:"must have required property '"+"nas_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.app_version === undefined){
const err4 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "app_version"},message:"must have required property '"+"app_version"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.admin_password === undefined){
const err5 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "admin_password"},message:"must have required property '"+"admin_password"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.cluster_name !== undefined){
let data0 = data.cluster_name;
if(typeof data0 === "string"){
if(func1(data0) > 20){
const err6 = {instancePath:instancePath+"/cluster_name",schemaPath:"#/allOf/0/properties/cluster_name/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data0) < 1){
const err7 = {instancePath:instancePath+"/cluster_name",schemaPath:"#/allOf/0/properties/cluster_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data0)){
const err8 = {instancePath:instancePath+"/cluster_name",schemaPath:"#/allOf/0/properties/cluster_name/pattern",keyword:"pattern",params:{pattern: "^[\\p{L}\\p{N}_]+$"},message:"must match pattern \""+"^[\\p{L}\\p{N}_]+$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/cluster_name",schemaPath:"#/allOf/0/properties/cluster_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 256){
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/allOf/0/properties/description/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/allOf/0/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.network_type !== undefined){
let data2 = data.network_type;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/network_type",schemaPath:"#/allOf/0/properties/network_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data2 === "base") || (data2 === "private")) || (data2 === "bare_metal"))){
const err13 = {instancePath:instancePath+"/network_type",schemaPath:"#/allOf/0/properties/network_type/enum",keyword:"enum",params:{allowedValues: schema31.allOf[0].properties.network_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.vxnet !== undefined){
let data3 = data.vxnet;
const _errs11 = errors;
const _errs12 = errors;
if(!((data3 === "vxnet-0") || (data3 === "vxnet-1"))){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var valid2 = _errs12 === errors;
if(valid2){
const err15 = {instancePath:instancePath+"/vxnet",schemaPath:"#/allOf/0/properties/vxnet/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err16 = {instancePath:instancePath+"/vxnet",schemaPath:"#/allOf/0/properties/vxnet/pattern",keyword:"pattern",params:{pattern: "^vxnet-[a-z0-9]{2,16}$"},message:"must match pattern \""+"^vxnet-[a-z0-9]{2,16}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/vxnet",schemaPath:"#/allOf/0/properties/vxnet/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.bm_vxnet_id !== undefined){
let data4 = data.bm_vxnet_id;
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err18 = {instancePath:instancePath+"/bm_vxnet_id",schemaPath:"#/allOf/0/properties/bm_vxnet_id/pattern",keyword:"pattern",params:{pattern: "^vxnet-[a-z0-9]{2,16}$"},message:"must match pattern \""+"^vxnet-[a-z0-9]{2,16}$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/bm_vxnet_id",schemaPath:"#/allOf/0/properties/bm_vxnet_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.nas_id !== undefined){
let data5 = data.nas_id;
if(typeof data5 === "string"){
if(!pattern7.test(data5)){
const err20 = {instancePath:instancePath+"/nas_id",schemaPath:"#/allOf/0/properties/nas_id/pattern",keyword:"pattern",params:{pattern: "^(nas|s2)-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^(nas|s2)-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/nas_id",schemaPath:"#/allOf/0/properties/nas_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.s2_server_id !== undefined){
let data6 = data.s2_server_id;
if(typeof data6 === "string"){
if(!pattern8.test(data6)){
const err22 = {instancePath:instancePath+"/s2_server_id",schemaPath:"#/allOf/0/properties/s2_server_id/pattern",keyword:"pattern",params:{pattern: "^s2-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^s2-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/s2_server_id",schemaPath:"#/allOf/0/properties/s2_server_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.nas_path !== undefined){
let data7 = data.nas_path;
if(typeof data7 === "string"){
if(func1(data7) > 255){
const err24 = {instancePath:instancePath+"/nas_path",schemaPath:"#/allOf/0/properties/nas_path/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern9.test(data7)){
const err25 = {instancePath:instancePath+"/nas_path",schemaPath:"#/allOf/0/properties/nas_path/pattern",keyword:"pattern",params:{pattern: "^/[A-Za-z0-9_./-]*$"},message:"must match pattern \""+"^/[A-Za-z0-9_./-]*$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/nas_path",schemaPath:"#/allOf/0/properties/nas_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.app_version !== undefined){
let data8 = data.app_version;
if(typeof data8 === "string"){
if(!pattern10.test(data8)){
const err27 = {instancePath:instancePath+"/app_version",schemaPath:"#/allOf/0/properties/app_version/pattern",keyword:"pattern",params:{pattern: "^appv-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^appv-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/app_version",schemaPath:"#/allOf/0/properties/app_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.software !== undefined){
let data9 = data.software;
if(Array.isArray(data9)){
if(data9.length > 50){
const err29 = {instancePath:instancePath+"/software",schemaPath:"#/allOf/0/properties/software/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(typeof data10 === "string"){
if(!pattern11.test(data10)){
const err30 = {instancePath:instancePath+"/software/" + i0,schemaPath:"#/allOf/0/properties/software/items/pattern",keyword:"pattern",params:{pattern: "^hpcsw-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^hpcsw-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/software/" + i0,schemaPath:"#/allOf/0/properties/software/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
let i1 = data9.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data9[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err32 = {instancePath:instancePath+"/software",schemaPath:"#/allOf/0/properties/software/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err33 = {instancePath:instancePath+"/software",schemaPath:"#/allOf/0/properties/software/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.admin_password !== undefined){
let data11 = data.admin_password;
if(typeof data11 === "string"){
if(!pattern12.test(data11)){
const err34 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/allOf/0/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9!@#%$^&*]*$"},message:"must match pattern \""+"^[A-Za-z0-9!@#%$^&*]*$"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(typeof data11 === "string"){
if(!pattern13.test(data11)){
const err35 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/allOf/1/pattern",keyword:"pattern",params:{pattern: "[a-z]"},message:"must match pattern \""+"[a-z]"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(typeof data11 === "string"){
if(!pattern14.test(data11)){
const err36 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/allOf/2/pattern",keyword:"pattern",params:{pattern: "[A-Z]"},message:"must match pattern \""+"[A-Z]"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(typeof data11 === "string"){
if(!pattern15.test(data11)){
const err37 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/allOf/3/pattern",keyword:"pattern",params:{pattern: "[0-9]"},message:"must match pattern \""+"[0-9]"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(typeof data11 === "string"){
if(!pattern16.test(data11)){
const err38 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/allOf/4/pattern",keyword:"pattern",params:{pattern: "[!@#%$^&*]"},message:"must match pattern \""+"[!@#%$^&*]"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(typeof data11 === "string"){
if(func1(data11) > 30){
const err39 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(func1(data11) < 12){
const err40 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/minLength",keyword:"minLength",params:{limit: 12},message:"must NOT have fewer than 12 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cluster_type === undefined){
const err43 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "cluster_type"},message:"must have required property '"+"cluster_type"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.queue_type === undefined){
const err44 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "queue_type"},message:"must have required property '"+"queue_type"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data.user_name === undefined){
const err45 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "user_name"},message:"must have required property '"+"user_name"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data.password === undefined){
const err46 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data.cluster_type !== undefined){
if("hpc" !== data.cluster_type){
const err47 = {instancePath:instancePath+"/cluster_type",schemaPath:"#/allOf/1/properties/cluster_type/const",keyword:"const",params:{allowedValue: "hpc"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.queue_type !== undefined){
let data13 = data.queue_type;
if(typeof data13 === "string"){
if(!pattern17.test(data13)){
const err48 = {instancePath:instancePath+"/queue_type",schemaPath:"#/allOf/1/properties/queue_type/pattern",keyword:"pattern",params:{pattern: "^qt-[a-z0-9]{2,16}$"},message:"must match pattern \""+"^qt-[a-z0-9]{2,16}$"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/queue_type",schemaPath:"#/allOf/1/properties/queue_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.user_name !== undefined){
let data14 = data.user_name;
if(typeof data14 === "string"){
if(func1(data14) > 12){
const err50 = {instancePath:instancePath+"/user_name",schemaPath:"#/allOf/1/properties/user_name/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func1(data14) < 3){
const err51 = {instancePath:instancePath+"/user_name",schemaPath:"#/allOf/1/properties/user_name/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!pattern18.test(data14)){
const err52 = {instancePath:instancePath+"/user_name",schemaPath:"#/allOf/1/properties/user_name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/user_name",schemaPath:"#/allOf/1/properties/user_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.password !== undefined){
let data15 = data.password;
if(typeof data15 === "string"){
if(!pattern12.test(data15)){
const err54 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/allOf/0/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9!@#%$^&*]*$"},message:"must match pattern \""+"^[A-Za-z0-9!@#%$^&*]*$"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(typeof data15 === "string"){
if(!pattern13.test(data15)){
const err55 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/allOf/1/pattern",keyword:"pattern",params:{pattern: "[a-z]"},message:"must match pattern \""+"[a-z]"+"\""};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(typeof data15 === "string"){
if(!pattern14.test(data15)){
const err56 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/allOf/2/pattern",keyword:"pattern",params:{pattern: "[A-Z]"},message:"must match pattern \""+"[A-Z]"+"\""};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(typeof data15 === "string"){
if(!pattern15.test(data15)){
const err57 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/allOf/3/pattern",keyword:"pattern",params:{pattern: "[0-9]"},message:"must match pattern \""+"[0-9]"+"\""};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(typeof data15 === "string"){
if(!pattern16.test(data15)){
const err58 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/allOf/4/pattern",keyword:"pattern",params:{pattern: "[!@#%$^&*]"},message:"must match pattern \""+"[!@#%$^&*]"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(typeof data15 === "string"){
if(func1(data15) > 30){
const err59 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(func1(data15) < 12){
const err60 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/minLength",keyword:"minLength",params:{limit: 12},message:"must NOT have fewer than 12 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/1/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.login_node !== undefined){
let data16 = data.login_node;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.instance_class === undefined){
const err62 = {instancePath:instancePath+"/login_node",schemaPath:"#/allOf/1/properties/login_node/required",keyword:"required",params:{missingProperty: "instance_class"},message:"must have required property '"+"instance_class"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data16.cpu === undefined){
const err63 = {instancePath:instancePath+"/login_node",schemaPath:"#/allOf/1/properties/login_node/required",keyword:"required",params:{missingProperty: "cpu"},message:"must have required property '"+"cpu"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data16.memory === undefined){
const err64 = {instancePath:instancePath+"/login_node",schemaPath:"#/allOf/1/properties/login_node/required",keyword:"required",params:{missingProperty: "memory"},message:"must have required property '"+"memory"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data16.count === undefined){
const err65 = {instancePath:instancePath+"/login_node",schemaPath:"#/allOf/1/properties/login_node/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data16.instance_class !== undefined){
let data17 = data16.instance_class;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err66 = {instancePath:instancePath+"/login_node/instance_class",schemaPath:"#/allOf/1/properties/login_node/properties/instance_class/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(!((((((data17 === 0) || (data17 === 1)) || (data17 === 2)) || (data17 === 101)) || (data17 === 201)) || (data17 === 202))){
const err67 = {instancePath:instancePath+"/login_node/instance_class",schemaPath:"#/allOf/1/properties/login_node/properties/instance_class/enum",keyword:"enum",params:{allowedValues: schema31.allOf[1].properties.login_node.properties.instance_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data16.cpu !== undefined){
let data18 = data16.cpu;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err68 = {instancePath:instancePath+"/login_node/cpu",schemaPath:"#/allOf/1/properties/login_node/properties/cpu/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(typeof data18 == "number"){
if(data18 > 128 || isNaN(data18)){
const err69 = {instancePath:instancePath+"/login_node/cpu",schemaPath:"#/allOf/1/properties/login_node/properties/cpu/maximum",keyword:"maximum",params:{comparison: "<=", limit: 128},message:"must be <= 128"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data18 < 1 || isNaN(data18)){
const err70 = {instancePath:instancePath+"/login_node/cpu",schemaPath:"#/allOf/1/properties/login_node/properties/cpu/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
if(data16.memory !== undefined){
let data19 = data16.memory;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
const err71 = {instancePath:instancePath+"/login_node/memory",schemaPath:"#/allOf/1/properties/login_node/properties/memory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(typeof data19 == "number"){
if(data19 > 1048576 || isNaN(data19)){
const err72 = {instancePath:instancePath+"/login_node/memory",schemaPath:"#/allOf/1/properties/login_node/properties/memory/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data19 < 1024 || isNaN(data19)){
const err73 = {instancePath:instancePath+"/login_node/memory",schemaPath:"#/allOf/1/properties/login_node/properties/memory/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1024},message:"must be >= 1024"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
if(data16.gpu !== undefined){
let data20 = data16.gpu;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err74 = {instancePath:instancePath+"/login_node/gpu",schemaPath:"#/allOf/1/properties/login_node/properties/gpu/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 > 8 || isNaN(data20)){
const err75 = {instancePath:instancePath+"/login_node/gpu",schemaPath:"#/allOf/1/properties/login_node/properties/gpu/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data20 < 0 || isNaN(data20)){
const err76 = {instancePath:instancePath+"/login_node/gpu",schemaPath:"#/allOf/1/properties/login_node/properties/gpu/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
if(data16.count !== undefined){
let data21 = data16.count;
if(!((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21)))){
const err77 = {instancePath:instancePath+"/login_node/count",schemaPath:"#/allOf/1/properties/login_node/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(typeof data21 == "number"){
if(data21 > 100 || isNaN(data21)){
const err78 = {instancePath:instancePath+"/login_node/count",schemaPath:"#/allOf/1/properties/login_node/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data21 < 0 || isNaN(data21)){
const err79 = {instancePath:instancePath+"/login_node/count",schemaPath:"#/allOf/1/properties/login_node/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
if(data16.private_ips !== undefined){
let data22 = data16.private_ips;
if(Array.isArray(data22)){
if(data22.length > 100){
const err80 = {instancePath:instancePath+"/login_node/private_ips",schemaPath:"#/allOf/1/properties/login_node/properties/private_ips/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
const len1 = data22.length;
for(let i2=0; i2<len1; i2++){
let data23 = data22[i2];
if(typeof data23 === "string"){
if(!(formats0.test(data23))){
const err81 = {instancePath:instancePath+"/login_node/private_ips/" + i2,schemaPath:"#/allOf/1/properties/login_node/properties/private_ips/items/format",keyword:"format",params:{format: "ipv4"},message:"must match format \""+"ipv4"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/login_node/private_ips/" + i2,schemaPath:"#/allOf/1/properties/login_node/properties/private_ips/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/login_node/private_ips",schemaPath:"#/allOf/1/properties/login_node/properties/private_ips/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
else {
const err84 = {instancePath:instancePath+"/login_node",schemaPath:"#/allOf/1/properties/login_node/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.paid_type !== undefined){
if(0 !== data.paid_type){
const err85 = {instancePath:instancePath+"/paid_type",schemaPath:"#/allOf/1/properties/paid_type/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"cluster_type":true,"queue_type":true,"user_name":true,"password":true,"login_node":true,"paid_type":true,"cluster_name":true,"description":true,"network_type":true,"vxnet":true,"bm_vxnet_id":true,"nas_id":true,"s2_server_id":true,"nas_path":true,"app_version":true,"software":true,"admin_password":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
